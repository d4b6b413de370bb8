import { randomInt } from 'node:crypto';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { mainCode, systemAccounts, type Ledger } from '../wallet/ledger.js';
import type { RaffleRepository } from './repository.js';

interface Entry {
  member_id: number;
  tickets: number;
}

/**
 * Draws up to `prizes` winners, one ticket at a time weighted by tickets, a member winning at most
 * once (its tickets leave the pool). `pick(n)` is uniform in [0, n): node:crypto's CSPRNG by default.
 */
export const drawWinners = (
  entries: readonly Entry[],
  prizes: number,
  pick: (n: number) => number = (n) => randomInt(n),
): Entry[] => {
  const pool = [...entries];
  const winners: Entry[] = [];
  while (winners.length < prizes && pool.length > 0) {
    let ticket = pick(pool.reduce((sum, e) => sum + e.tickets, 0));
    const index = pool.findIndex((e) => {
      if (ticket < e.tickets) return true;
      ticket -= e.tickets;
      return false;
    });
    winners.push(...pool.splice(index, 1));
  }
  return winners;
};

/**
 * The draw of every raffle whose time has come (issue 20): each in one transaction that takes the
 * raffle (open -> drawn, a guarded update, so two processes never both draw it), draws the winners
 * among the claimed tickets and pays each prize from the promotion account. A failure rolls it all
 * back and the raffle is drawn on the next pass.
 */
export const createRaffleDraw = (deps: {
  db: Db;
  repo: RaffleRepository;
  ledger: Ledger;
  clock: Clock;
  merchantCode: string;
}) => {
  const { repo, ledger, merchantCode } = deps;
  const drawOne = async (raffleId: number): Promise<boolean> => {
    const raffle = await repo.raffle(merchantCode, raffleId);
    if (!raffle || raffle.status !== 'open') return false;
    await ledger.ensureSystemAccounts(merchantCode);
    return ledger.transaction(async (trx) => {
      const at = deps.clock().toISOString();
      if (!(await repo.takeDraw(trx, raffleId, at))) return false;
      const prizes = (JSON.parse(raffle.prizes) as string[]).map(BigInt);
      const winners = drawWinners(await repo.entries(trx, raffleId), prizes.length);
      for (const [index, winner] of winners.entries()) {
        await ledger.ensureMemberAccounts(merchantCode, winner.member_id, [], trx);
        const [promotion, main] = await ledger.accountIds(
          merchantCode,
          [systemAccounts.PROMOTION, mainCode(winner.member_id)],
          trx,
        );
        const prize = prizes[index]!;
        const posted = await ledger.post(trx, {
          merchantCode,
          memberId: winner.member_id,
          type: 'RAFFLE_PRIZE',
          reference: `raffle:${raffleId}:${index + 1}`,
          at,
          lines: [
            { accountId: promotion!, amount: -prize },
            { accountId: main!, amount: prize },
          ],
        });
        await repo.insertWinner(trx, {
          raffle_id: raffleId,
          rank: index + 1,
          member_id: winner.member_id,
          tickets: winner.tickets,
          prize,
          entry_id: posted.entryId,
        });
      }
      return true;
    });
  };

  return {
    drawOne,
    /** Draws every due raffle; the ones this process drew. */
    drawDue: async (): Promise<number[]> => {
      const drawn: number[] = [];
      for (const { id } of await repo.due(merchantCode, deps.clock().toISOString())) {
        if (await drawOne(id)) drawn.push(id);
      }
      return drawn;
    },
  };
};

export type RaffleDraw = ReturnType<typeof createRaffleDraw>;
