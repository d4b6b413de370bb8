import type { FastifyInstance } from 'fastify';
import type { Db } from './db/database.js';
import type { Clock } from './lib/clock.js';
import { registerMissions } from './modules/missions/register-missions.js';
import { registerPoints } from './modules/points/register-points.js';
import type { BonusService } from './modules/promotions/bonus-service.js';
import { registerRaffle } from './modules/raffle/register-raffle.js';
import { registerReferral } from './modules/referral/register-referral.js';
import type { Ledger } from './modules/wallet/ledger.js';
import type { PaymentPasswordGuard } from './modules/wallet/payment-password-guard.js';

/**
 * The modules that reward play (issue 20): the points mall, invite friends, missions and raffles, each
 * registering its own routes (and the raffle its draw pass). What they earn from is told to them by
 * the activity hooks (platform-activity.ts). Answers the raffle draw, which the demo seed runs once.
 */
export const registerEngagement = (
  app: FastifyInstance,
  deps: {
    db: Db;
    ledger: Ledger;
    clock: Clock;
    merchantCode: string;
    paymentPassword: PaymentPasswordGuard;
    bonuses: Pick<BonusService, 'ready' | 'grant'>;
    flag: (modId: string) => Promise<boolean>;
    /** RAFFLE_DRAWS: whether this process draws the raffles whose time has come. */
    raffleDraws: boolean;
  },
) => {
  registerPoints(app, deps);
  registerReferral(app, deps);
  registerMissions(app, deps);
  return { raffleDraw: registerRaffle(app, { ...deps, runDraws: deps.raffleDraws }) };
};
