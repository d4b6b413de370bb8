import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { Ledger, Trx } from '../wallet/ledger.js';
import type { WalletService } from '../wallet/wallet-service.js';
import { createAutoTransferService, type Entered } from './auto-transfer-service.js';
import { createVendorWalletRepository } from './repository.js';
import { registerVendorWalletRoutes } from './routes.js';
import { createVendorWalletSweeper, type VendorWalletSweeper } from './sweeper.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Ends idle game-wallet sessions and returns their wallets every minute (tests call `sweep()`). */
    vendorWalletSweeper: VendorWalletSweeper;
  }
}

/** The launch's side of the automatic transfer: null when the merchant's setting is off. */
export type AutoTransferAtLaunch = (input: {
  memberId: number;
  walletCode: string;
  nodeId: string;
  launchKey: string;
}) => Promise<Entered | null>;

/**
 * Vendor wallets (issue 14): the leaveGame route, the sweep, and the automatic transfer the game
 * launch calls for a game that plays from a vendor wallet.
 */
export const registerVendorWallets = (
  app: FastifyInstance,
  deps: {
    db: Db;
    ledger: Ledger;
    wallet: WalletService;
    clock: Clock;
    merchantCode: string;
    /** What the member may still stake under its limits (null: no limit); the launch moves no more. */
    stakeRoom?: (trx: Trx, memberId: number) => Promise<bigint | null>;
  },
): { atLaunch: AutoTransferAtLaunch } => {
  const repo = createVendorWalletRepository(deps.db);
  const autoTransfer = createAutoTransferService({ ...deps, repo });
  registerVendorWalletRoutes(app, autoTransfer);
  const sweeper = createVendorWalletSweeper({
    repo,
    autoTransfer,
    clock: deps.clock,
    merchantCode: deps.merchantCode,
    onError: (error) => app.log.error({ err: error }, 'vendor wallet sweep failed'),
  });
  app.decorate('vendorWalletSweeper', sweeper);
  app.addHook('onReady', () => sweeper.start());
  // preClose runs before every onClose hook (the database's among them): no pass outlives the database.
  app.addHook('preClose', () => sweeper.stop());
  return {
    atLaunch: async (input) =>
      (await repo.settings(deps.merchantCode)).autoTransfer ? autoTransfer.enter(input) : null,
  };
};
