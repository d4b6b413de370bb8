import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type {
  lotteryBetBodySchema,
  LotteryBetType,
  LotteryBetValue,
  LotteryTicket,
  lotteryTicketsQuerySchema,
  LotteryTicketsValue,
} from '@gp/contract/lottery';
import { fromMinor } from '@gp/contract/money';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Db } from '../../db/database.js';
import type { PlatformClient } from '../vendors/demo/platform-client.js';
import { requestHash } from '../wallet/idempotency.js';
import { isUniqueViolation } from '../wallet/ledger.js';
import { bettingOpen, checkNumbers, drawRef, nextDrawNo, parseStake } from './lottery-rules.js';
import type { LotteryRepository } from './lottery-repository.js';
import type { TicketRepository, TicketRow } from './ticket-repository.js';

/** Play money a member's free-trial tickets start with (minor units): 1,000,000.00. */
export const lotteryPlayMoney = 100_000_000n;

/** The transaction ids of a ticket on the seamless-wallet protocol (the ticket id is the round id). */
export const ticketTransactions = (ticketId: string) => ({
  bet: `${ticketId}:bet`,
  win: `${ticketId}:win`,
  cancel: `${ticketId}:cancel`,
});

const minorOf = (text: string) => BigInt(text.replace('.', ''));

/**
 * Tickets. A real ticket is written `pending` together with its place on the draw (a draw that has
 * closed refuses it), then its stake is debited through the seamless-wallet protocol, then it becomes
 * `placed`. A refused debit removes the ticket; an unanswered one leaves it pending for settlement to
 * cancel (rollback). Free-trial tickets take play money in the same transaction and never call the
 * wallet. The member's Idempotency-Key makes a retried request answer the first ticket.
 */
export const createBetService = (deps: {
  db: Db;
  repo: LotteryRepository;
  tickets: TicketRepository;
  platform: PlatformClient;
  clock: Clock;
}) => {
  const { db, repo, tickets, platform, clock } = deps;

  const toTicket = (
    row: TicketRow,
    game: { intervalSeconds: number; closeSeconds: number; digits: number },
  ) => {
    const ref = drawRef(game, row.draw_no);
    const ticket: LotteryTicket = {
      ticketId: row.ticket_id,
      gameCode: row.game_code,
      nodeId: row.node_id,
      gameName: row.game_name,
      drawNo: row.draw_no,
      issue: ref.issue,
      drawAt: ref.drawAt,
      betType: row.bet_type as LotteryBetType,
      numbers: JSON.parse(row.numbers) as string[],
      stake: fromMinor(BigInt(row.stake)),
      total: fromMinor(BigInt(row.total)),
      win: row.win === null ? null : fromMinor(BigInt(row.win)),
      status: row.status,
      mode: row.mode,
      result: row.status === 'won' || row.status === 'lost' ? row.result : null,
      createdAt: row.created_at,
    };
    return ticket;
  };

  const gameOf = async (gameCode: string) => {
    const game = await repo.gameByCode(gameCode);
    if (!game) throw new AppError('game_not_found', `No lottery game ${gameCode}`);
    return game;
  };

  const balanceOf = async (memberId: number, mode: 'real' | 'free', nodeId: string) =>
    mode === 'free'
      ? fromMinor(await tickets.playBalance(memberId, lotteryPlayMoney))
      : (await platform.call('balance', { memberId, nodeId })).balance;

  const replay = async (
    memberId: number,
    key: string,
    hash: string,
  ): Promise<LotteryBetValue | undefined> => {
    const row = await tickets.byKey(memberId, key);
    if (!row) return undefined;
    if (row.request_hash !== hash) {
      throw new AppError('idempotency_key_reused', 'This Idempotency-Key was used for a different request');
    }
    if (row.status === 'pending' || row.status === 'cancelled') {
      throw new AppError('lottery_bet_closed', 'This ticket was not placed');
    }
    const game = await gameOf(row.game_code);
    return {
      ticket: toTicket(row, game),
      balance: await balanceOf(memberId, row.mode, row.node_id),
      replayed: true,
    };
  };

  return {
    place: async (
      memberId: number,
      key: string,
      body: z.infer<typeof lotteryBetBodySchema>,
    ): Promise<LotteryBetValue> => {
      const hash = requestHash('lotteryBet', body);
      const first = await replay(memberId, key, hash);
      if (first) return first;
      const game = await gameOf(body.gameCode);
      checkNumbers(body.betType, body.numbers, game.digits);
      const stake = parseStake(body.stake);
      const total = stake * BigInt(body.numbers.length);
      const now = clock();
      if (body.drawNo !== nextDrawNo(game, now) || !bettingOpen(game, body.drawNo, now)) {
        throw new AppError('lottery_bet_closed', 'Bets on this draw are closed');
      }
      const draw = await repo.ensureDraw({ nodeId: game.nodeId, ...drawRef(game, body.drawNo) });
      const ticketId = randomUUID();
      const mode = body.freeTrial ? 'free' : 'real';
      const at = now.toISOString();
      try {
        await db.transaction().execute(async (trx) => {
          if (!(await repo.joinDraw(trx, draw.id, at))) {
            throw new AppError('lottery_bet_closed', 'Bets on this draw are closed');
          }
          if (mode === 'free') {
            await tickets.playBalance(memberId, lotteryPlayMoney, trx);
            if (!(await tickets.changePlay(trx, memberId, -total))) {
              throw new AppError('insufficient_balance', 'Not enough play money for this ticket');
            }
          }
          await tickets.insert(trx, {
            ticket_id: ticketId,
            member_id: memberId,
            node_id: game.nodeId,
            draw_id: draw.id,
            bet_type: body.betType,
            numbers: JSON.stringify(body.numbers),
            stake,
            total,
            mode,
            status: mode === 'free' ? 'placed' : 'pending',
            idem_key: key,
            request_hash: hash,
            created_at: at,
          });
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const again = await replay(memberId, key, hash);
        if (again) return again;
        throw error;
      }
      let balance: string;
      if (mode === 'free') {
        balance = fromMinor(await tickets.playBalance(memberId, lotteryPlayMoney));
      } else {
        try {
          const debited = await platform.call('debit', {
            transactionId: ticketTransactions(ticketId).bet,
            roundId: ticketId,
            memberId,
            nodeId: game.nodeId,
            amount: fromMinor(total),
          });
          balance = debited.balance;
        } catch (error) {
          // A refusal (4xx) booked nothing: the ticket goes. Anything else stays pending for settlement.
          if (error instanceof AppError && error.statusCode < 500) await tickets.remove(ticketId, draw.id);
          throw error;
        }
        if (!(await tickets.transition(ticketId, 'pending', 'placed'))) {
          throw new AppError('lottery_bet_closed', 'The draw opened before the ticket was placed');
        }
      }
      return { ticket: toTicket(await tickets.byTicketId(ticketId), game), balance, replayed: false };
    },

    tickets: async (
      memberId: number,
      query: z.infer<typeof lotteryTicketsQuerySchema>,
    ): Promise<LotteryTicketsValue> => {
      const game = query.gameCode ? await gameOf(query.gameCode) : undefined;
      const { rows, total } = await tickets.page(
        memberId,
        { mode: query.mode, ...(game ? { nodeId: game.nodeId } : {}) },
        query,
      );
      const games = new Map(
        (await repo.gamesByNodes([...new Set(rows.map((r) => r.node_id))])).map((g) => [g.nodeId, g]),
      );
      return {
        content: rows.flatMap((r) => {
          const g = games.get(r.node_id);
          return g ? [toTicket(r, g)] : [];
        }),
        pageNum: query.pageNum,
        totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
        playBalance: fromMinor(await tickets.playBalance(memberId, lotteryPlayMoney)),
      };
    },
    minorOf,
  };
};
export type BetService = ReturnType<typeof createBetService>;
