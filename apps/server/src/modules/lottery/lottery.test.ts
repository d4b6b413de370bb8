import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@gp/contract/routes';
import type { LotteryBetValue, LotteryDrawValue, LotteryTicketsValue } from '@gp/contract/lottery';
import type { DatabaseHandle } from '../../db/database.js';
import { createManualClock } from '../../lib/clock.js';
import { bearer } from '../../test/auth-helpers.js';
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
import { createPlatformClient, injectTransport } from '../vendors/demo/platform-client.js';
import { verifyLedger } from '../wallet/ledger-verify.js';
import { createDrawScheduler, emptyDrawKeepMs } from './draw-scheduler.js';
import { lotteryIntegration } from './lottery-adapter.js';
import { createLotteryRepository } from './lottery-repository.js';
import { winOf } from './lottery-rules.js';
import { createSettlement } from './settlement.js';
import { createTicketRepository } from './ticket-repository.js';

// 10:00:05 UTC: the 1-minute draw of 10:01:00 takes bets until 10:00:50.
const clock = createManualClock(new Date('2026-11-22T10:00:05.000Z'));
let t: TestApp;
let h: DatabaseHandle;
let game: LotteryDrawValue['game'];
let member: TestMember;

const draw = async (gameCode: string) =>
  (await call(t, null, 'lotteryDraw', { query: { gameCode } })).json<{ value: LotteryDrawValue }>().value;
const bet = (m: TestMember | null, body: Record<string, unknown>, key: string | null = newKey()) =>
  call(t, m, 'lotteryBet', { body: { gameCode: game.gameCode, drawNo: game.nextDraw.drawNo, ...body }, key });
const codeOf = (res: { statusCode: number; json: () => unknown }) => [
  res.statusCode,
  (res.json() as { code?: string }).code,
];
const tickets = async (m: TestMember, mode = 'real') =>
  (await call(t, m, 'lotteryTickets', { query: { gameCode: game.gameCode, mode } })).json<{
    value: LotteryTicketsValue;
  }>().value;
const funded = async (amount: string) => {
  const m = await createMember(h);
  if ((await demoDeposit(t, m, amount)).statusCode !== 200) throw new Error('deposit failed');
  return m;
};
const drawRow = (drawNo: number) =>
  h.db
    .selectFrom('lottery_draws')
    .selectAll()
    .where('node_id', '=', game.nodeId)
    .where('draw_no', '=', drawNo)
    .executeTakeFirstOrThrow();

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
  game = (await draw(row.game_code)).game;
  member = await funded('100000.00');
});
afterAll(async () => {
  expect((await verifyLedger(h.db)).problems).toEqual([]);
  await h.close();
  await t.close();
});

describe('lottery draw and bet slip', () => {
  it('answers the next draw, its close time and the paytable', async () => {
    const value = await draw(game.gameCode);
    expect(value.game.nextDraw).toMatchObject({
      drawAt: '2026-11-22T10:01:00.000Z',
      closeAt: '2026-11-22T10:00:50.000Z',
      issue: '20261122-0602',
    });
    expect(value.paytable).toEqual([
      { betType: 'D1', digits: 1, odds: '9.50', rtp: '95.00' },
      { betType: 'D2', digits: 2, odds: '95.00', rtp: '95.00' },
      { betType: 'D3', digits: 3, odds: '950.00', rtp: '95.00' },
    ]);
    expect(codeOf(await call(t, null, 'lotteryDraw', { query: { gameCode: 'NOPE' } }))).toEqual([
      404,
      'game_not_found',
    ]);
  });

  it('places a ticket through the wallet protocol, replays its key and refuses the key for another slip', async () => {
    const before = await mainBalance(t, member);
    const key = newKey();
    const body = { betType: 'D2', numbers: ['07', '42'], stake: '1000.00' };
    const first = await bet(member, body, key);
    expect(first.statusCode).toBe(200);
    const value = first.json<{ value: LotteryBetValue }>().value;
    expect(value).toMatchObject({
      replayed: false,
      ticket: { status: 'placed', total: '2000.00', mode: 'real' },
    });
    expect(await mainBalance(t, member)).toBe(before - 200_000n);
    const again = await bet(member, body, key);
    expect(again.json<{ value: LotteryBetValue }>().value).toMatchObject({
      replayed: true,
      ticket: value.ticket,
    });
    expect(codeOf(await bet(member, { ...body, stake: '2000.00' }, key))).toEqual([
      409,
      'idempotency_key_reused',
    ]);
    expect(await mainBalance(t, member)).toBe(before - 200_000n);
  });

  it('refuses bad slips, missing keys, guests and trial users, leaving nothing behind', async () => {
    const count = (await tickets(member)).content.length;
    expect(codeOf(await bet(member, { betType: 'D2', numbers: ['7'], stake: '100.00' }))).toEqual([
      400,
      'lottery_invalid_numbers',
    ]);
    expect(codeOf(await bet(member, { betType: 'D1', numbers: ['1', '1'], stake: '100.00' }))).toEqual([
      400,
      'lottery_invalid_numbers',
    ]);
    expect(codeOf(await bet(member, { betType: 'D1', numbers: ['1'], stake: '100.50' }))).toEqual([
      400,
      'lottery_invalid_stake',
    ]);
    expect(codeOf(await bet(member, { betType: 'D1', numbers: ['1'], stake: '50.00' }))).toEqual([
      400,
      'lottery_invalid_stake',
    ]);
    expect(codeOf(await bet(member, { betType: 'D9', numbers: ['1'], stake: '100.00' }))[0]).toBe(400);
    expect(codeOf(await bet(member, { betType: 'D1', numbers: ['1'], stake: '100.00' }, null))).toEqual([
      400,
      'idempotency_key_required',
    ]);
    expect(codeOf(await bet(null, { betType: 'D1', numbers: ['1'], stake: '100.00' }))).toEqual([
      401,
      'not_logged_in',
    ]);
    const trial = await createMember(h, { type: 4 });
    expect(codeOf(await bet(trial, { betType: 'D1', numbers: ['1'], stake: '100.00' }))).toEqual([
      403,
      'in_need_true_account',
    ]);
    // ...while play money is theirs to use.
    const free = await bet(trial, { betType: 'D1', numbers: ['1'], stake: '100.00', freeTrial: true });
    expect(free.json()).toMatchObject({ value: { balance: '999900.00', ticket: { mode: 'free' } } });
    const broke = await createMember(h);
    expect(codeOf(await bet(broke, { betType: 'D1', numbers: ['1'], stake: '100.00' }))).toEqual([
      400,
      'insufficient_balance',
    ]);
    expect((await tickets(broke)).content).toEqual([]);
    expect((await tickets(member)).content.length).toBe(count);
  });

  it('refuses bets after the close and on any draw but the next', async () => {
    expect(
      codeOf(
        await bet(member, {
          drawNo: game.nextDraw.drawNo + 1,
          betType: 'D1',
          numbers: ['1'],
          stake: '100.00',
        }),
      ),
    ).toEqual([409, 'lottery_bet_closed']);
    clock.set(new Date('2026-11-22T10:00:50.000Z'));
    expect(codeOf(await bet(member, { betType: 'D1', numbers: ['1'], stake: '100.00' }))).toEqual([
      409,
      'lottery_bet_closed',
    ]);
    clock.set(new Date('2026-11-22T10:00:05.000Z'));
  });
});

describe('draws and settlement', () => {
  it('plays free-trial tickets with play money only', async () => {
    const before = await mainBalance(t, member);
    const res = await bet(member, {
      betType: 'D1',
      numbers: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'],
      stake: '100.00',
      freeTrial: true,
    });
    expect(res.json<{ value: LotteryBetValue }>().value).toMatchObject({
      balance: '999000.00',
      ticket: { mode: 'free' },
    });
    expect(await mainBalance(t, member)).toBe(before);
  });

  it('opens the draw once under two concurrent openers and settles every ticket exactly once', async () => {
    const all = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
    const winner = await funded('1000.00');
    await bet(winner, { betType: 'D1', numbers: all, stake: '100.00' });
    expect(await mainBalance(t, winner)).toBe(0n);
    // A second "process": its own database connection and its own wallet-protocol client.
    const other = openTestDb(t);
    const repo = createLotteryRepository(other.db, 'DEMO');
    const platform = createPlatformClient({
      integration: lotteryIntegration,
      secret: () => testWalletSecrets.LOTTO,
      transport: injectTransport(t.app),
      clock,
    });
    const second = createDrawScheduler({
      repo,
      settle: createSettlement({
        db: other.db,
        repo,
        tickets: createTicketRepository(other.db, 'DEMO'),
        platform,
        clock,
        onError: (error) => {
          throw error;
        },
      }),
      clock,
      onError: (error) => {
        throw error;
      },
    });
    clock.set(new Date(new Date(game.nextDraw.drawAt).getTime() + 1000));
    const [a, b] = await Promise.all([t.app.lotteryScheduler.tick(), second.tick()]);
    const opened = await drawRow(game.nextDraw.drawNo);
    expect(opened.status).toBe('settled');
    const dueDraws = await h.db
      .selectFrom('lottery_draws')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('status', '!=', 'pending')
      .executeTakeFirstOrThrow();
    expect(a.opened + b.opened).toBe(Number(dueDraws.n));
    await second.tick();
    expect((await drawRow(game.nextDraw.drawNo)).result).toBe(opened.result);
    await other.close();

    // The all-digits D1 ticket wins exactly once: 100.00 x 9.5.
    expect(await mainBalance(t, winner)).toBe(95_000n);
    const records = await h.db
      .selectFrom('bet_records')
      .selectAll()
      .where('member_id', '=', winner.id)
      .execute();
    expect(records).toHaveLength(1);
    expect([String(records[0]!.bet_minor), String(records[0]!.win_minor)]).toEqual(['100000', '95000']);

    // The first member's D2 ticket pays by the paytable; the free ticket pays play money.
    const real = (await tickets(member)).content[0]!;
    const expected = winOf('D2', ['07', '42'], 100_000n, opened.result!);
    expect(real).toMatchObject({ status: expected > 0n ? 'won' : 'lost', result: opened.result });
    expect(BigInt(real.win!.replace('.', ''))).toBe(expected);
    const free = await tickets(member, 'free');
    expect(free.content[0]).toMatchObject({ status: 'won', win: '950.00' });
    expect(free.playBalance).toBe('999950.00');
  });

  it('lists opened numbers and the 7.4 menus', async () => {
    const history = await call(t, null, 'openedNumero', { query: { gameCode: game.gameCode } });
    const list = history.json<{ value: { list: { drawNo: number; result: string }[] } }>().value.list;
    expect(list[0]?.drawNo).toBe(game.nextDraw.drawNo);
    expect(list[0]?.result).toMatch(/^\d{3}$/);
    const vn = (await call(t, null, 'vnGameMenu', { query: { prizeMode: 'LOTT', device: 'WEB' } })).json<{
      value: {
        accountTypeName: string;
        gameMenus: { gameGroupCode: string; games: { vassalage: string }[] }[];
      };
    }>().value;
    expect(vn.accountTypeName).toBe('TCG_LOTTO_VN');
    expect(vn.gameMenus.length).toBeGreaterThan(0);
    expect(vn.gameMenus.flatMap((g) => g.games).every((g) => g.vassalage === 'TCG_LOTTO_VN')).toBe(true);
    const elott = (await call(t, null, 'lotteryGames', { query: { prizeMode: 'ELOTT' } })).json<{
      value: { games: { vassalage: string }[] };
    }>().value;
    expect(new Set(elott.games.map((g) => g.vassalage))).toEqual(new Set(['ELOTT', 'LOTT']));
    expect((await call(t, null, 'lotteryGames', { query: { prizeMode: 'XX' } })).statusCode).toBe(400);
    const recent = (await call(t, member, 'recentLottery')).json<{
      value: { games: { gameCode: string }[] };
    }>();
    expect(recent.value.games[0]?.gameCode).toBe(game.gameCode);
    expect(codeOf(await call(t, null, 'recentLottery'))).toEqual([401, 'not_logged_in']);
    // VN recent menu: public, empty for guests, the member's VN games only (none here: a LOTT game).
    const vnRecent = (m: TestMember | null) =>
      call(t, m, 'vnGameMenuRecent').then((r) => r.json<{ value: { games: unknown[] } }>().value.games);
    expect(await vnRecent(null)).toEqual([]);
    expect(await vnRecent(member)).toEqual([]);
  });

  it('prunes old draws nobody bet on and keeps the ones with tickets', async () => {
    const betDraw = await drawRow(game.nextDraw.drawNo);
    const later = new Date(new Date(game.nextDraw.drawAt).getTime() + emptyDrawKeepMs + 120_000);
    clock.set(later);
    const { pruned } = await t.app.lotteryScheduler.tick();
    expect(pruned).toBeGreaterThan(0);
    expect((await drawRow(game.nextDraw.drawNo)).id).toBe(betDraw.id);
    const empty = await h.db
      .selectFrom('lottery_draws')
      .select('id')
      .where('ticket_count', '=', 0)
      .where('draw_at', '<', new Date(later.getTime() - emptyDrawKeepMs).toISOString())
      .execute();
    expect(empty).toEqual([]);
    clock.set(new Date('2026-11-22T10:00:05.000Z'));
  });

  it('answers the lobby launch with the lottery page and refuses bad input', async () => {
    const launch = (query: Record<string, string>) =>
      t.app.inject({
        method: 'GET',
        url: routes.lotteryLobbyLaunch.path,
        headers: bearer(member.token),
        query,
      });
    const ok = await launch({
      lottoPrizeMode: 'LOTT',
      lottoGameCode: game.gameCode,
      lottoView: 'betting',
      backUrl: '/lott',
    });
    expect(ok.json()).toMatchObject({
      value: {
        url: `/lottery?gameCode=${game.gameCode}&prizeMode=LOTT&view=betting`,
        view: 'betting',
        backUrl: '/lott',
        game: { gameCode: game.gameCode },
      },
    });
    expect(codeOf(await launch({ lottoView: 'betting' }))).toEqual([400, 'bad_request']);
    expect(codeOf(await launch({ backUrl: '//evil.example' }))[0]).toBe(400);
    expect(codeOf(await launch({ lottoArea: 'VN', lottoGameCode: game.gameCode }))).toEqual([
      404,
      'game_not_found',
    ]);
  });
});
