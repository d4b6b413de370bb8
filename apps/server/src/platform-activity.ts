import type { Db } from './db/database.js';
import { createActivityHooks } from './lib/activity-hooks.js';
import type { Clock } from './lib/clock.js';
import { createInboxSender } from './modules/inbox/inbox-sender.js';
import { listenForNotices } from './modules/inbox/platform-notices.js';
import { listenForPoints } from './modules/points/earn-points.js';
import { listenForReferrals } from './modules/referral/referral-payouts.js';
import type { Ledger } from './modules/wallet/ledger.js';

/**
 * What members do (register, have a deposit approved, settle a round), told in its own transaction to
 * the modules that reward it (issue 20): points earned from rounds, referrers paid for their
 * invitees; and what the platform tells the member in its inbox (issue 21). The server and the
 * operator's command line (a deposit approved there) build the same set, so a reward or a message
 * never depends on which process made the change. `publishInbox` tells the servers' sockets.
 */
export const createPlatformActivity = (deps: {
  db: Db;
  ledger: Ledger;
  clock: Clock;
  merchantCode: string;
  trialTypes: readonly number[];
  publishInbox: (memberId: number | null) => void;
}) => {
  const activity = createActivityHooks();
  listenForPoints(activity, deps);
  listenForReferrals(activity, deps);
  listenForNotices(activity, createInboxSender({ ...deps, publish: deps.publishInbox }));
  return activity;
};
