import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { SessionService } from '../session/session-service.js';
import type { PlatformClient } from '../vendors/demo/platform-client.js';
import { createBetService } from './bet-service.js';
import { createDrawScheduler, type DrawScheduler } from './draw-scheduler.js';
import { createLotteryRepository } from './lottery-repository.js';
import { createMenuService } from './menu-service.js';
import { registerLotteryRoutes } from './routes.js';
import { createSettlement } from './settlement.js';
import { createTicketRepository } from './ticket-repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The lottery's draw scheduler (tests call `tick()`; servers run it when LOTTERY_DRAWS). */
    lotteryScheduler: DrawScheduler;
  }
}

/**
 * Wires the number lottery (issue 5): settings for every lottery catalogue game, the 7.4 calls and
 * the betting view, and the draw scheduler. `platform` is the lottery integration's client of the
 * seamless-wallet protocol (register-game-play.ts).
 */
export const registerLottery = async (
  app: FastifyInstance,
  deps: {
    db: Db;
    platform: PlatformClient;
    sessions: SessionService;
    trialTypes: readonly number[];
    clock: Clock;
    merchantCode: string;
    runDraws: boolean;
  },
): Promise<void> => {
  const { db, platform, clock, merchantCode } = deps;
  const repo = createLotteryRepository(db, merchantCode);
  const tickets = createTicketRepository(db, merchantCode);
  await repo.syncGames();
  registerLotteryRoutes(app, {
    menus: createMenuService({ repo, tickets, clock }),
    bets: createBetService({ db, repo, tickets, platform, clock }),
    sessions: deps.sessions,
    trialTypes: deps.trialTypes,
  });
  const settle = createSettlement({
    db,
    repo,
    tickets,
    platform,
    clock,
    onError: (error, ticketId) => app.log.error({ err: error, ticketId }, 'lottery ticket not settled'),
  });
  const scheduler = createDrawScheduler({
    repo,
    settle,
    clock,
    onError: (error) => app.log.error({ err: error }, 'lottery draw pass failed'),
  });
  app.decorate('lotteryScheduler', scheduler);
  if (deps.runDraws) app.addHook('onReady', () => scheduler.start());
  // preClose runs before every onClose hook (the database's among them): no pass outlives the database.
  app.addHook('preClose', () => scheduler.stop());
};
