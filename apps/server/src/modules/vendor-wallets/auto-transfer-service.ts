import { randomUUID } from 'node:crypto';
import { lockMemberRow } from '../../db/row-lock.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { isUniqueViolation, mainCode, vendorCode, type Ledger, type Trx } from '../wallet/ledger.js';
import type { WalletService } from '../wallet/wallet-service.js';
import type { VendorWalletRepository } from './repository.js';

/** What a launch's automatic transfer did. */
export interface Entered {
  sessionId: string;
  /** Moved from main into the game's wallet (minor units; 0 when main was empty). */
  moved: bigint;
  replayed: boolean;
}

export interface Left {
  wallet: string;
  returned: bigint;
  /** The wallet stays as it is for now: another game plays from it or a round of its vendor is open. */
  pending: boolean;
}

/**
 * Automatic transfer between the main wallet and a game's vendor wallet (docs/decisions.md, "Vendor
 * wallets: automatic transfer"). Every move is ONE ledger entry (WALLET_TRANSFER), made under the
 * member-row lock (db/row-lock.ts) with both accounts locked in id order, so launches, leaves and the
 * sweep of one member apply one after another on both databases and never overdraw:
 * - enter (at launch): the whole main balance into the game's wallet, once per launch key;
 * - leave (the game page closed) and the sweep (idle sessions): the whole game wallet back to main, once
 *   no other game page plays from it and no round of its vendor is open.
 */
export const createAutoTransferService = (deps: {
  repo: VendorWalletRepository;
  ledger: Ledger;
  wallet: Pick<WalletService, 'ready'>;
  clock: Clock;
  merchantCode: string;
  /** What the member may still stake under its safer-gambling limits (null: no limit). */
  stakeRoom?: (trx: Trx, memberId: number) => Promise<bigint | null>;
}) => {
  const { repo, ledger, wallet, clock, merchantCode } = deps;

  /** Account ids (in `trx` when given: SQLite's one connection is busy inside a transaction). */
  const accountsOf = async (memberId: number, walletCode: string, trx?: Trx) => {
    const [mainId, walletId] = await ledger.accountIds(
      merchantCode,
      [mainCode(memberId), vendorCode(memberId, walletCode)],
      trx,
    );
    return { mainId: mainId!, walletId: walletId! };
  };

  const move = (trx: Trx, memberId: number, from: number, to: number, amount: bigint, reference: string) =>
    ledger.post(trx, {
      merchantCode,
      memberId,
      type: 'WALLET_TRANSFER',
      reference,
      at: clock().toISOString(),
      lines: [
        { accountId: from, amount: -amount },
        { accountId: to, amount },
      ],
    });

  /**
   * The wallet back to main unless a game still plays from it or a round of its vendor is open; closes
   * every pending session of the wallet. The caller holds the member-row lock.
   */
  const returnWallet = async (trx: Trx, memberId: number, walletCode: string) => {
    if (await repo.hasPlaying(trx, memberId, walletCode)) return { done: false, moved: 0n };
    // The accounts exist: the launch that opened the session created them.
    const { mainId, walletId } = await accountsOf(memberId, walletCode, trx);
    const balances = await repo.lockAccounts(trx, [mainId, walletId]);
    // Looked for after the wallet is locked: a stake booked before the lock shows its open round (the
    // win may follow), and a stake still waiting for the lock meets the emptied wallet and is refused.
    if (await repo.hasOpenRound(trx, merchantCode, memberId, walletCode)) return { done: false, moved: 0n };
    const amount = balances.get(walletId)!;
    const entryId =
      amount > 0n
        ? (await move(trx, memberId, walletId, mainId, amount, `auto:${walletCode}>MAIN`)).entryId
        : null;
    await repo.closePending(trx, memberId, walletCode, entryId, clock().toISOString());
    return { done: true, moved: amount };
  };

  const replay = async (
    memberId: number,
    launchKey: string,
    nodeId: string,
  ): Promise<Entered | undefined> => {
    const row = await repo.byLaunchKey(memberId, launchKey);
    if (!row) return undefined;
    if (row.node_id !== nodeId) {
      throw new AppError('idempotency_key_reused', 'This Idempotency-Key was used for another launch');
    }
    return { sessionId: row.id, moved: BigInt(row.moved_in), replayed: true };
  };

  return {
    /** At a real launch of a game that plays from `walletCode`: main -> that wallet, once per key. */
    enter: async (input: {
      memberId: number;
      walletCode: string;
      nodeId: string;
      launchKey: string;
    }): Promise<Entered> => {
      const { memberId, walletCode, nodeId, launchKey } = input;
      const first = await replay(memberId, launchKey, nodeId);
      if (first) return first;
      await wallet.ready(memberId);
      const { mainId, walletId } = await accountsOf(memberId, walletCode);
      try {
        return await ledger.transaction(async (trx) => {
          const id = randomUUID();
          // The key row first: a concurrent retry waits on its unique index, then replays this launch.
          await repo.insertSession(trx, {
            id,
            merchant_code: merchantCode,
            member_id: memberId,
            wallet_code: walletCode,
            node_id: nodeId,
            launch_key: launchKey,
            at: clock().toISOString(),
          });
          await lockMemberRow(trx, memberId);
          const balances = await repo.lockAccounts(trx, [mainId, walletId]);
          // The whole main wallet, or what the member's loss and wager limits still allow.
          const room = (await deps.stakeRoom?.(trx, memberId)) ?? null;
          const main = balances.get(mainId)!;
          const amount = room !== null && room < main ? room : main;
          const entryId =
            amount > 0n
              ? (await move(trx, memberId, mainId, walletId, amount, `auto:MAIN>${walletCode}`)).entryId
              : null;
          await repo.recordMovedIn(trx, id, amount, entryId);
          return { sessionId: id, moved: amount, replayed: false };
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const again = await replay(memberId, launchKey, nodeId);
        if (again) return again;
        throw error;
      }
    },

    /** The game page closed: the session ends and its wallet goes back to main when nothing uses it. */
    leave: (memberId: number, sessionId: string): Promise<Left> =>
      ledger.transaction(async (trx) => {
        await lockMemberRow(trx, memberId);
        const session = await repo.sessionOf(trx, merchantCode, memberId, sessionId);
        if (!session) throw new AppError('not_found', 'No such game wallet session');
        const walletCode = session.wallet_code;
        if (session.status === 'closed') return { wallet: walletCode, returned: 0n, pending: false };
        if (session.status === 'playing') await repo.endPlaying(trx, sessionId, clock().toISOString());
        const result = await returnWallet(trx, memberId, walletCode);
        return { wallet: walletCode, returned: result.moved, pending: !result.done };
      }),

    /** Ends one idle session (the sweep); false when it was no longer playing. */
    endIdle: (memberId: number, sessionId: string): Promise<boolean> =>
      ledger.transaction(async (trx) => {
        await lockMemberRow(trx, memberId);
        return repo.endPlaying(trx, sessionId, clock().toISOString());
      }),

    /** The sweep's return of one member's wallet; the moved amount, or null while it must wait. */
    returnPending: (memberId: number, walletCode: string): Promise<bigint | null> =>
      ledger.transaction(async (trx) => {
        await lockMemberRow(trx, memberId);
        const result = await returnWallet(trx, memberId, walletCode);
        return result.done ? result.moved : null;
      }),
  };
};

export type AutoTransferService = ReturnType<typeof createAutoTransferService>;
