import type { FastifyInstance } from 'fastify';
import type { FieldRule } from '@gp/contract/patterns';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { ActivityHooks } from '../../lib/activity-hooks.js';
import type { RateLimitStore } from '../../lib/rate-limit.js';
import { createLoginThrottle } from '../session/login-throttle.js';
import { createCashierService } from './cashier-service.js';
import { createIdempotency } from './idempotency.js';
import type { Ledger, Trx } from './ledger.js';
import { createPaymentPasswordGuard } from './payment-password-guard.js';
import { createPaymentPasswordRepository } from './payment-password-repository.js';
import { registerPaymentPasswordRoutes } from './payment-password-routes.js';
import { createPaymentPasswordService } from './payment-password-service.js';
import { createReceiptService } from './receipt.js';
import { createWalletRepository } from './repository.js';
import { registerWalletRoutes } from './routes.js';
import { createWalletService } from './wallet-service.js';

/**
 * The wallet module's wiring: balances and transfers, the cashier (deposits, bank accounts,
 * withdrawals, receipts) and the payment password, with their routes. The ledger stays with the app
 * (the game-play module posts through it too). Returns what other modules use.
 */
export const registerWallet = (
  app: FastifyInstance,
  deps: {
    db: Db;
    ledger: Ledger;
    limits: RateLimitStore;
    clock: Clock;
    config: Pick<AppConfig, 'merchantCode' | 'auth' | 'paymentPassword' | 'withdrawReceiptMinutes'>;
    /** The registration rule of the paymentPassword field (register settings). */
    paymentPasswordRule: () => Promise<FieldRule | undefined>;
    /** Refuses a withdrawal inside its transaction (an open bonus turnover, modules/promotions). */
    withdrawGate?: (trx: Trx, memberId: number) => Promise<void>;
    /** Refuses a deposit inside its transaction (the member's deposit limits, modules/safer-gambling). */
    depositGate?: (trx: Trx, memberId: number, amount: bigint) => Promise<void>;
    /** Refuses a transfer into a vendor wallet past the member's loss or wager limits (safer gambling). */
    transferInGate?: (trx: Trx, memberId: number, amount: bigint) => Promise<void>;
    /** Told of approved deposits (issue 20: referral milestones). */
    activity?: ActivityHooks;
  },
) => {
  const { db, ledger, limits, clock, config } = deps;
  const { merchantCode } = config;
  const repo = createWalletRepository(db);
  const idempotency = createIdempotency(db, () => clock().toISOString(), ledger.transaction);
  const paymentPassword = createPaymentPasswordGuard({
    store: limits,
    merchantCode,
    config: config.paymentPassword,
  });
  const base = { repo, ledger, idempotency, clock, merchantCode, paymentPassword };
  const wallet = createWalletService({ ...base, transferInGate: deps.transferInGate });
  const receiptMinutes = config.withdrawReceiptMinutes;
  registerWalletRoutes(app, {
    wallet,
    cashier: createCashierService({
      ...base,
      wallet,
      receiptMinutes,
      withdrawGate: deps.withdrawGate,
      depositGate: deps.depositGate,
      ...(deps.activity ? { activity: deps.activity } : {}),
    }),
    receipts: createReceiptService({ db, clock, minutes: receiptMinutes, merchantCode }),
  });
  registerPaymentPasswordRoutes(
    app,
    createPaymentPasswordService({
      repo: createPaymentPasswordRepository(db),
      guard: paymentPassword,
      // Same keys as the login form's throttle: a login password guessed here counts there too.
      loginThrottle: createLoginThrottle(limits, config.auth, merchantCode),
      merchantCode,
      rule: deps.paymentPasswordRule,
    }),
  );
  return { wallet, repo, paymentPassword };
};
