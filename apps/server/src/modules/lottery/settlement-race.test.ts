import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LotteryDrawValue } from '@gp/contract/lottery';
import type { DatabaseHandle } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { createManualClock } from '../../lib/clock.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { playEnv, testWalletSecrets } from '../../test/play-helpers.js';
import {
  call,
  createMember,
  demoDeposit,
  mainBalance,
  newKey,
  openTestDb,
  type TestMember,
} from '../../test/wallet-helpers.js';
import { createPlatformClient, injectTransport, type Transport } from '../vendors/demo/platform-client.js';
import { protocolPaths } from '../vendors/wallet-protocol/protocol-schemas.js';
import { verifyLedger } from '../wallet/ledger-verify.js';
import { createBetService } from './bet-service.js';
import { createDrawScheduler } from './draw-scheduler.js';
import { lotteryIntegration } from './lottery-adapter.js';
import { createLotteryRepository } from './lottery-repository.js';
import { createSettlement } from './settlement.js';
import { createTicketRepository } from './ticket-repository.js';

/**
 * A real ticket whose debit is still in flight when its draw opens: settlement cancels it (rollback)
 * while the bet finishes placing it. The two race on the ticket's status; exactly one may win
 * (docs/decisions.md "Check-then-act audit"). The interleaving is forced with gates in the protocol
 * transport, so the test shows the worst order every time on both databases.
 */
const clock = createManualClock(new Date('2026-11-22T10:00:05.000Z'));
let t: TestApp;
let h: DatabaseHandle;
let gameCode: string;

beforeAll(async () => {
  t = await buildTestApp(playEnv, { clock });
  h = openTestDb(t);
  const row = await h.db
    .selectFrom('lottery_games as l')
    .innerJoin('games as g', 'g.node_id', 'l.node_id')
    .select('g.game_code')
    .where('l.interval_seconds', '=', 60)
    .where('l.digits', '=', 3)
    .where('g.vendor_code', '=', 'LOTT')
    .orderBy('g.node_id')
    .executeTakeFirstOrThrow();
  gameCode = row.game_code;
});
afterAll(async () => {
  expect((await verifyLedger(h.db)).problems).toEqual([]);
  await h.close();
  await t.close();
});

const nextDraw = async () =>
  (await call(t, null, 'lotteryDraw', { query: { gameCode } })).json<{ value: LotteryDrawValue }>().value
    .game;
const funded = async (amount: string): Promise<TestMember> => {
  const m = await createMember(h);
  if ((await demoDeposit(t, m, amount)).statusCode !== 200) throw new Error('deposit failed');
  return m;
};
const ticketOf = (ticketId: string) =>
  h.db
    .selectFrom('lottery_tickets')
    .select(['status', 'settled_at'])
    .where('ticket_id', '=', ticketId)
    .executeTakeFirst();

/** The lottery's services on their own connection, with `hook` around each protocol call. */
const lotteryWith = (hook: (path: string, send: () => ReturnType<Transport>) => ReturnType<Transport>) => {
  const inner = injectTransport(t.app);
  const platform = createPlatformClient({
    integration: lotteryIntegration,
    secret: () => testWalletSecrets.LOTTO,
    transport: (path, body, headers) => hook(path, () => inner(path, body, headers)),
    clock,
  });
  const repo = createLotteryRepository(h.db, 'DEMO');
  const tickets = createTicketRepository(h.db, 'DEMO');
  const errors: unknown[] = [];
  const settle = createSettlement({
    db: h.db,
    repo,
    tickets,
    platform,
    clock,
    onError: (error) => errors.push(error),
  });
  return {
    bets: createBetService({ db: h.db, repo, tickets, platform, clock }),
    scheduler: createDrawScheduler({ repo, settle, clock, onError: (error) => errors.push(error) }),
    errors,
  };
};

describe('ticket cancellation racing its placement', () => {
  it('either cancels the ticket and refunds it or places and settles it, never both', async () => {
    const member = await funded('1000.00');
    const start = await mainBalance(t, member);
    const game = await nextDraw();
    let debitBooked!: () => void;
    const booked = new Promise<void>((resolve) => (debitBooked = resolve));
    let releaseDebit!: () => void;
    const debitReleased = new Promise<void>((resolve) => (releaseDebit = resolve));
    let placing: Promise<unknown> = Promise.resolve();
    const lottery = lotteryWith(async (path, send) => {
      const answer = await send();
      if (path === protocolPaths.debit) {
        // The stake is booked, but the bet hears of it only after the rollback went through.
        debitBooked();
        await debitReleased;
      }
      if (path === protocolPaths.rollback) {
        releaseDebit();
        await placing.catch(() => undefined);
      }
      return answer;
    });
    placing = lottery.bets.place(member.id, newKey(), {
      gameCode,
      drawNo: game.nextDraw.drawNo,
      betType: 'D1',
      numbers: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'],
      stake: '100.00',
      freeTrial: false,
    });
    await booked;
    clock.set(new Date(new Date(game.nextDraw.drawAt).getTime() + 1000));
    const [placed] = await Promise.allSettled([placing, lottery.scheduler.tick()]);
    // A later pass settles whatever the first one left.
    await lottery.scheduler.tick();

    const row = await h.db
      .selectFrom('lottery_tickets')
      .select('ticket_id')
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    const ticket = await ticketOf(row.ticket_id);
    if (placed.status === 'fulfilled') {
      expect(ticket?.status).toBe('won');
      expect(await mainBalance(t, member)).toBe(start - 100_000n + 95_000n);
    } else {
      expect((placed.reason as AppError).code).toBe('lottery_bet_closed');
      expect(ticket?.status).toBe('cancelled');
      expect(ticket?.settled_at).not.toBeNull();
      expect(await mainBalance(t, member)).toBe(start);
    }
    expect(lottery.errors).toEqual([]);
    const draw = await h.db
      .selectFrom('lottery_draws')
      .select('status')
      .where('node_id', '=', game.nodeId)
      .where('draw_no', '=', game.nextDraw.drawNo)
      .executeTakeFirstOrThrow();
    expect(draw.status).toBe('settled');
  });

  it('retries a refund whose rollback failed and settles the draw only after it', async () => {
    clock.set(new Date(clock().getTime() + 5000));
    const member = await funded('1000.00');
    const start = await mainBalance(t, member);
    const game = await nextDraw();
    let failRollbacks = 1;
    const lottery = lotteryWith(async (path, send) => {
      if (path === protocolPaths.rollback && failRollbacks > 0) {
        failRollbacks -= 1;
        return { status: 503, json: { success: false, code: 'system_error', message: 'down' } };
      }
      const answer = await send();
      // The debit is booked but its answer is lost: the ticket stays pending.
      if (path === protocolPaths.debit)
        return { status: 502, json: { success: false, code: 'system_error' } };
      return answer;
    });
    await expect(
      lottery.bets.place(member.id, newKey(), {
        gameCode,
        drawNo: game.nextDraw.drawNo,
        betType: 'D1',
        numbers: ['5'],
        stake: '100.00',
        freeTrial: false,
      }),
    ).rejects.toBeInstanceOf(AppError);
    expect(await mainBalance(t, member)).toBe(start - 10_000n);
    clock.set(new Date(new Date(game.nextDraw.drawAt).getTime() + 1000));
    await lottery.scheduler.tick();
    expect(lottery.errors).toHaveLength(1);
    const drawStatus = async () =>
      (
        await h.db
          .selectFrom('lottery_draws')
          .select('status')
          .where('node_id', '=', game.nodeId)
          .where('draw_no', '=', game.nextDraw.drawNo)
          .executeTakeFirstOrThrow()
      ).status;
    expect(await drawStatus()).toBe('drawn');
    await lottery.scheduler.tick();
    expect(lottery.errors).toHaveLength(1);
    const row = await h.db
      .selectFrom('lottery_tickets')
      .select(['status', 'settled_at'])
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('cancelled');
    expect(row.settled_at).not.toBeNull();
    expect(await mainBalance(t, member)).toBe(start);
    expect(await drawStatus()).toBe('settled');
  });
});
