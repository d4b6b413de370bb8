import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { createPeriodicPass } from '../../lib/periodic-pass.js';
import { createIdempotency } from '../wallet/idempotency.js';
import type { Ledger } from '../wallet/ledger.js';
import { createRaffleDraw } from './raffle-draw.js';
import { createRaffleService } from './raffle-service.js';
import { createRaffleRepository } from './repository.js';
import { registerRaffleRoutes } from './routes.js';

/** How often a server looks for raffles whose draw time has come. */
const drawPassMs = 15_000;

/**
 * Raffles (issue 20): the routes, and the draw pass every server runs; the draw's guarded update
 * makes one of them draw each raffle. `runDraws` false (tests) leaves drawing to the caller.
 */
export const registerRaffle = (
  app: FastifyInstance,
  deps: { db: Db; ledger: Ledger; clock: Clock; merchantCode: string; runDraws: boolean },
) => {
  const repo = createRaffleRepository(deps.db);
  const idempotency = createIdempotency(deps.db, () => deps.clock().toISOString(), deps.ledger.transaction);
  registerRaffleRoutes(app, createRaffleService({ ...deps, repo, idempotency }));
  const draw = createRaffleDraw({ ...deps, repo });
  if (deps.runDraws) {
    const pass = createPeriodicPass(draw.drawDue, (error) =>
      app.log.error({ err: error }, 'raffle draw failed'),
    );
    app.addHook('onReady', () => Promise.resolve(pass.start(drawPassMs)));
    // preClose runs before every onClose hook (the database's among them): no draw outlives the database.
    app.addHook('preClose', () => pass.stop());
  }
  return draw;
};
