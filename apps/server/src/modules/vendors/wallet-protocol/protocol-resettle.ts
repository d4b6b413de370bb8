import { AppError } from '../../../lib/app-error.js';
import type { Clock } from '../../../lib/clock.js';
import { recordFigures } from '../../team-figures/figures-recorder.js';
import type { Ledger } from '../../wallet/ledger.js';
import type { CatalogueGame } from '../vendor-adapter.js';
import type { createBookOnce, Moved } from './book-once.js';
import type { ProtocolRepository } from './protocol-repository.js';
import type { ProtocolBody } from './protocol-schemas.js';

/** What the resettlement shares with the other protocol calls (protocol-service.ts builds it). */
export interface ResettleContext {
  repo: ProtocolRepository;
  ledger: Ledger;
  clock: Clock;
  merchantCode: string;
  once: ReturnType<typeof createBookOnce>;
  currency: () => Promise<string>;
  memberOf: (memberId: number, mode?: 'real' | 'free') => Promise<unknown>;
  gameOf: (nodeId: string) => Promise<CatalogueGame>;
  /** The counter account (house or play-money bank) of the mode comes from here. */
  accountsFor: (
    memberId: number,
    game: CatalogueGame,
    mode: 'real' | 'free',
  ) => Promise<{ walletCode: string; walletId: number; houseId: number }>;
  winAmount: (text: string) => bigint;
  sameMode: (roundMode: 'real' | 'free', callMode: 'real' | 'free') => void;
  moved: (transactionId: string, walletCode: string, balance: bigint, currency: string) => Moved;
}

/**
 * A vendor corrects a settled round (a sports result changed after settlement; docs/decisions.md
 * "Open rounds, late settlement and resettlement"). `amount` is the round's whole corrected win; under the round's lock the platform
 * moves the difference between the house and the wallet the stake came from (RESETTLE, PLAY_RESETTLE for
 * play money), writes the corrected win on the round and its bet record, and adds the difference to
 * the figures of the period the round settled in, so records and reports keep agreeing. A correction
 * downwards needs the money in the wallet (a member's wallet never goes below zero): otherwise it is
 * refused with insufficient_balance and nothing moves, and the vendor sends it again later.
 */
export const createResettle =
  (c: ResettleContext) =>
  async (integration: string, body: ProtocolBody<'resettle'>): Promise<Moved> => {
    const corrected = c.winAmount(body.amount);
    await c.memberOf(body.memberId, body.mode);
    const game = await c.gameOf(body.nodeId);
    const accounts = await c.accountsFor(body.memberId, game, body.mode);
    const free = body.mode === 'free';
    const currency = await c.currency();
    return c.once(integration, 'resettle', body, async (trx) => {
      const round = await c.repo.lockRound(trx, { merchantCode: c.merchantCode, integration }, body.roundId);
      if (!round) throw new AppError('transaction_not_found', `No bet was booked for round ${body.roundId}`);
      if (round.member_id !== body.memberId || round.node_id !== body.nodeId) {
        throw new AppError('bad_request', 'The round belongs to another member or game');
      }
      c.sameMode(round.mode, body.mode);
      if (round.status === 'open') {
        throw new AppError('round_not_settled', 'Only a settled round can be resettled');
      }
      if (round.status !== 'settled') throw new AppError('bad_request', 'The round was rolled back');
      // The wallet the round's stake came from (as a rollback returns it), not the game's wallet of
      // today: a merchant that switched between single and vendor wallets since settles where it played.
      const stakeEntry = await c.repo.stakeEntryOf(
        trx,
        { merchantCode: c.merchantCode, integration },
        body.roundId,
      );
      if (stakeEntry === null) throw new AppError('transaction_not_found', 'The round has no booked stake');
      const wallet = await c.repo.walletOfEntry(trx, stakeEntry);
      const before = BigInt(round.win);
      const difference = corrected - before;
      let entryId: number | null = null;
      let balance: bigint;
      if (difference === 0n) {
        balance = await c.ledger.balanceOf(wallet.accountId, trx);
      } else {
        const posted = await c.ledger.post(trx, {
          merchantCode: c.merchantCode,
          memberId: body.memberId,
          type: free ? 'PLAY_RESETTLE' : 'RESETTLE',
          reference: `${integration}:${body.roundId}`,
          at: c.clock().toISOString(),
          lines: [
            { accountId: accounts.houseId, amount: -difference },
            { accountId: wallet.accountId, amount: difference },
          ],
        });
        entryId = posted.entryId;
        balance = posted.balances.get(wallet.accountId)!;
      }
      const written = await c.repo.resettleRound(
        trx,
        { id: round.id, merchantCode: c.merchantCode, vendorCode: game.vendorCode, roundId: body.roundId },
        { from: before, to: corrected },
      );
      if (!written) throw new AppError('conflict', 'The round changed while it was being resettled');
      if (!free && difference !== 0n) {
        await recordFigures(trx, {
          merchantCode: c.merchantCode,
          memberId: body.memberId,
          at: round.settled_at ?? c.clock().toISOString(),
          delta: { win: difference },
        });
      }
      return {
        value: c.moved(body.transactionId, wallet.walletCode, balance, currency),
        amount: difference,
        entryId,
      };
    });
  };
