import type { FastifyInstance } from 'fastify';
import type { Db } from './db/database.js';
import type { Clock } from './lib/clock.js';
import { registerInbox } from './modules/inbox/register-inbox.js';

/**
 * The platform's conversation with its members (issue 21): the inbox and, built on it, feedback.
 * Answers what the real-time socket needs (each member's unread count).
 */
export const registerConversations = (
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    merchantCode: string;
    trialTypes: readonly number[];
    vipLevelOf: (memberId: number) => Promise<number>;
    publishInbox: (memberId: number | null) => void;
  },
) => {
  const { inbox } = registerInbox(app, { ...deps, publish: deps.publishInbox });
  return { unreadOf: inbox.unreadOf };
};
