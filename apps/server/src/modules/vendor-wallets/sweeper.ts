import type { Clock } from '../../lib/clock.js';
import { createPeriodicPass } from '../../lib/periodic-pass.js';
import type { AutoTransferService } from './auto-transfer-service.js';
import type { VendorWalletRepository } from './repository.js';

/** Sessions and wallets handled per pass: a pass never holds the database for long. */
const batchSize = 200;
export const vendorWalletSweepEveryMs = 60_000;

/**
 * Game pages that closed without leaving (a crashed tab, a lost keepalive request) and wallets whose
 * return had to wait (another game of the wallet was open, or a round of its vendor was): every
 * minute, sessions idle past the merchant's idle_minutes end, and every pending wallet whose games are
 * closed and whose rounds are settled goes back to main. Safe with several processes: each step runs
 * under the member-row lock and changes a session only from the status it read.
 */
export const createVendorWalletSweeper = (deps: {
  repo: VendorWalletRepository;
  autoTransfer: AutoTransferService;
  clock: Clock;
  merchantCode: string;
  onError: (error: unknown) => void;
}) => {
  const { repo, autoTransfer, clock, merchantCode } = deps;

  /** One pass; answers how many sessions it ended and how many wallets it returned. */
  const sweep = async (): Promise<{ ended: number; returned: number }> => {
    const { idleMinutes } = await repo.settings(merchantCode);
    const cutoff = new Date(clock().getTime() - idleMinutes * 60_000).toISOString();
    let ended = 0;
    for (const s of await repo.idleSessions(merchantCode, cutoff, batchSize)) {
      if (await autoTransfer.endIdle(s.member_id, s.id)) ended += 1;
    }
    let returned = 0;
    for (const w of await repo.pendingWallets(merchantCode, batchSize)) {
      if ((await autoTransfer.returnPending(w.member_id, w.wallet_code)) !== null) returned += 1;
    }
    return { ended, returned };
  };

  const periodic = createPeriodicPass(sweep, deps.onError);
  return {
    sweep,
    start: (everyMs = vendorWalletSweepEveryMs) => periodic.start(everyMs),
    /** Stops sweeping and waits for a pass in progress (before the database closes). */
    stop: periodic.stop,
  };
};

export type VendorWalletSweeper = ReturnType<typeof createVendorWalletSweeper>;
