import { fromMinor } from '@gp/contract/money';
import type { LotteryBetType } from '@gp/contract/lottery';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Db } from '../../db/database.js';
import type { PlatformClient } from '../vendors/demo/platform-client.js';
import { ticketTransactions } from './bet-service.js';
import { winOf } from './lottery-rules.js';
import type { LotteryRepository } from './lottery-repository.js';
import type { TicketRepository } from './ticket-repository.js';

type Draw = Awaited<ReturnType<LotteryRepository['drawsToSettle']>>[number];
type Ticket = Awaited<ReturnType<LotteryRepository['ticketsToSettle']>>[number];

/**
 * Settles the tickets of an opened draw. A real ticket's win (0.00 included) is credited through the
 * seamless-wallet protocol with roundEnded, which writes its bet record; the credit's transaction id is
 * fixed per ticket, so a settlement repeated by another process or after a crash replays it instead of
 * paying twice, and the ticket's status only moves from `placed` once. A ticket still `pending` (its
 * debit unanswered) is cancelled with a rollback (cancelTicket). Any failure leaves the ticket for the
 * next pass.
 */
export const createSettlement = (deps: {
  db: Db;
  repo: LotteryRepository;
  tickets: TicketRepository;
  platform: PlatformClient;
  clock: Clock;
  onError: (error: unknown, ticketId: string) => void;
}) => {
  const { db, repo, tickets, platform, clock } = deps;

  /**
   * Cancels a ticket whose debit was never confirmed. The ticket is CLAIMED first (pending ->
   * cancelled, counted rows): a bet that confirms its debit at the same moment moves it pending ->
   * placed instead, and exactly one of the two conditional updates wins. Only the claimant rolls the
   * debit back; until the rollback is answered the ticket stays cancelled without settled_at, and every
   * later pass retries it (the rollback's transaction id is fixed, so a repeat replays).
   */
  const cancelTicket = async (t: Ticket) => {
    if (t.status === 'pending' && !(await tickets.transition(t.ticket_id, 'pending', 'cancelled'))) {
      return false;
    }
    const ids = ticketTransactions(t.ticket_id);
    try {
      await platform.call('rollback', {
        transactionId: ids.cancel,
        refTransactionId: ids.bet,
        roundId: t.ticket_id,
        memberId: t.member_id,
      });
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'transaction_not_found')) throw error;
    }
    await tickets.markRefunded(t.ticket_id, clock().toISOString());
    return true;
  };

  /** True when this call settled the ticket; false when another process or the bet moved it first. */
  const settleTicket = async (draw: Draw, t: Ticket): Promise<boolean> => {
    const ids = ticketTransactions(t.ticket_id);
    const at = clock().toISOString();
    if (t.status === 'pending' || t.status === 'cancelled') return cancelTicket(t);
    const win = winOf(
      t.bet_type as LotteryBetType,
      JSON.parse(t.numbers) as string[],
      BigInt(t.stake),
      draw.result!,
    );
    const status = win > 0n ? 'won' : 'lost';
    if (t.mode === 'free') {
      return db.transaction().execute(async (trx) => {
        const moved = await tickets.transition(t.ticket_id, 'placed', status, { win, settledAt: at }, trx);
        if (moved && win > 0n) await tickets.changePlay(trx, t.member_id, win);
        return moved;
      });
    }
    await platform.call('credit', {
      transactionId: ids.win,
      roundId: t.ticket_id,
      memberId: t.member_id,
      nodeId: t.node_id,
      amount: fromMinor(win),
      roundEnded: true,
    });
    return tickets.transition(t.ticket_id, 'placed', status, { win, settledAt: at });
  };

  return async (draw: Draw): Promise<number> => {
    let settled = 0;
    for (const ticket of await repo.ticketsToSettle(draw.id)) {
      try {
        if (await settleTicket(draw, ticket)) settled += 1;
      } catch (error) {
        deps.onError(error, ticket.ticket_id);
      }
    }
    await repo.markDrawSettled(draw.id, clock().toISOString());
    return settled;
  };
};
export type Settlement = ReturnType<typeof createSettlement>;
