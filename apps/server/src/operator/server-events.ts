import { createRedisEventBus, type MemberEvent } from '../modules/realtime/event-bus.js';
import type { TouchedMember } from '../modules/wallet/ledger.js';

/** Where the command line announces changes: the servers' Redis channel, when there is one. */
export interface OperatorEvents {
  redisUrl?: string;
  redisKeyPrefix: string;
  /** Trial account types: an approved deposit is told to the referral programme as the server tells it. */
  trialTypes?: readonly number[];
}

/**
 * Publishes "balance changed" and "inbox changed" to the servers so open browser tabs update. Without
 * Redis the servers cannot hear another process; the member's next query shows the change. `flush`
 * waits for what was sent and closes the connection (call it before the command ends).
 */
export const serverEvents = (events: OperatorEvents | undefined, merchantCode: string) => {
  const bus = events?.redisUrl
    ? createRedisEventBus(events.redisUrl, { prefix: events.redisKeyPrefix, merchantCode })
    : undefined;
  const sent: Promise<void>[] = [];
  const publish = (event: MemberEvent) => {
    if (bus) sent.push(bus.publish(event));
  };
  return {
    onCommitted: bus
      ? (members: TouchedMember[]) => {
          for (const m of members)
            publish({ kind: 'balance', merchantCode: m.merchantCode, memberId: m.memberId });
        }
      : undefined,
    publishInbox: (memberId: number | null) => publish({ kind: 'inbox', merchantCode, memberId }),
    flush: async () => {
      await Promise.allSettled(sent);
      await bus?.close();
    },
  };
};

/** The events settings of the operator's configuration. */
export const operatorEventsOf = (config: {
  redisUrl?: string | undefined;
  redisKeyPrefix: string;
  auth: { trialTypes: readonly number[] };
}): OperatorEvents => ({
  ...(config.redisUrl ? { redisUrl: config.redisUrl } : {}),
  redisKeyPrefix: config.redisKeyPrefix,
  trialTypes: config.auth.trialTypes,
});
