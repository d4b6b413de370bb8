import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { createInboxSender } from './inbox-sender.js';
import { createInboxService } from './inbox-service.js';
import { createInboxRepository } from './repository.js';
import { registerInboxRoutes } from './routes.js';

/** The inbox (issue 21): its routes; answers the service (the sockets' badge) and the sender. */
export const registerInbox = (
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    merchantCode: string;
    trialTypes: readonly number[];
    vipLevelOf: (memberId: number) => Promise<number>;
    publish: (memberId: number | null) => void;
  },
) => {
  const inbox = createInboxService({ ...deps, repo: createInboxRepository(deps.db) });
  registerInboxRoutes(app, inbox);
  return { inbox, sender: createInboxSender(deps) };
};
