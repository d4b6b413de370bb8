import type { Db } from './db/database.js';
import { createActivityHooks } from './lib/activity-hooks.js';
import { listenForPoints } from './modules/points/earn-points.js';
import { listenForReferrals } from './modules/referral/referral-payouts.js';
import type { Ledger } from './modules/wallet/ledger.js';

/**
 * What members do (register, have a deposit approved, settle a round), told in its own transaction to
 * the modules that reward it (issue 20): points earned from rounds, referrers paid for their
 * invitees. The server and the operator's command line (a deposit approved there) build the same set,
 * so a reward never depends on which process made the change.
 */
export const createPlatformActivity = (deps: {
  db: Db;
  ledger: Ledger;
  merchantCode: string;
  trialTypes: readonly number[];
}) => {
  const activity = createActivityHooks();
  listenForPoints(activity, deps);
  listenForReferrals(activity, deps);
  return activity;
};
