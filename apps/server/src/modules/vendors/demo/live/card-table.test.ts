import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../../db/database.js';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.js';
import { openRound, placeBets, tableOf } from '../../../../test/live-table-helpers.js';
import { openGame, playEnv } from '../../../../test/play-helpers.js';
import { fundedMember, mainBalance, openTestDb } from '../../../../test/wallet-helpers.js';
import { verifyLedger } from '../../../wallet/ledger-verify.js';
import type { PvpRoomListValue } from '@gp/contract/play';
import { routes } from '@gp/contract/routes';
import { niuNiu, type NiuNiuResult } from './niu-niu.js';

/**
 * The demo vendor's card table (issue 19, PVP): Niu Niu with five seats against one banker hand. A
 * seat is one player's for a hand, everyone at the table sees who holds which and the same cards, and
 * a player who leaves mid-hand is settled like the others.
 */
let now = Date.now();
let t: TestApp;
let h: DatabaseHandle;
let table: string;

beforeAll(async () => {
  t = await buildTestApp(playEnv, { clock: () => new Date(now) });
  h = openTestDb(t);
  table = (
    await h.db
      .selectFrom('games')
      .select('node_id')
      .where('merchant_code', '=', 'DEMO')
      .where('game_type', '=', 'PVP')
      .where('game_name', 'like', 'Niu Niu%')
      .orderBy('node_id')
      .executeTakeFirstOrThrow()
  ).node_id;
});
const vendorOf = async (nodeId: string) =>
  (
    await h.db
      .selectFrom('games')
      .select('vendor_code')
      .where('node_id', '=', nodeId)
      .executeTakeFirstOrThrow()
  ).vendor_code;
const roomList = (query: string) =>
  t.app.inject({ method: 'GET', url: `${routes.pvpRoomList.path}${query}` });
afterAll(async () => {
  expect((await verifyLedger(h.db)).problems).toEqual([]);
  await h.close();
  await t.close();
});

let unused = Date.now();
const bettingOpens = () => {
  const round = openRound(t, table, unused);
  unused = round.endsAt;
  now = round.opensAt + 1_000;
  return round;
};
const player = async (amount = '10000.00') => {
  const member = await fundedMember(t, h, amount);
  const game = await openGame(t, member, table);
  return { member, token: game.sessionToken, game };
};
const codeOf = (res: { json: <T>() => T }) => res.json<{ code: string }>().code;
const resultOf = async (roundNo: number): Promise<NiuNiuResult> =>
  JSON.parse(
    (
      await h.db
        .selectFrom('demo_live_results')
        .select('result')
        .where('node_id', '=', table)
        .where('round_no', '=', roundNo)
        .executeTakeFirstOrThrow()
    ).result,
  ) as NiuNiuResult;

describe('niu niu card table', () => {
  it('opens from a PVP game named Niu Niu with its seats, and gives each seat to one player a hand', async () => {
    const round = bettingOpens();
    const a = await player();
    const b = await player();
    expect(a.game).toMatchObject({
      rules: { kind: 'niuniu', seats: ['seat1', 'seat2', 'seat3', 'seat4', 'seat5'] },
    });

    expect((await placeBets(t, a.token, [{ area: 'seat1', amount: '1000.00' }])).statusCode).toBe(200);
    const taken = await placeBets(t, b.token, [{ area: 'seat1', amount: '1000.00' }]);
    expect(codeOf(taken)).toBe('table_seat_taken');
    // A placement naming a free seat and a taken one leaves nothing behind.
    expect(
      codeOf(
        await placeBets(t, b.token, [
          { area: 'seat2', amount: '1000.00' },
          { area: 'seat1', amount: '1000.00' },
        ]),
      ),
    ).toBe('table_seat_taken');
    expect(await mainBalance(t, b.member)).toBe(1_000_000n);
    expect((await placeBets(t, b.token, [{ area: 'seat2', amount: '2000.00' }])).statusCode).toBe(200);
    // The holder may add to a seat it holds.
    expect((await placeBets(t, a.token, [{ area: 'seat1', amount: '1000.00' }])).statusCode).toBe(200);

    const seenByA = await tableOf(t, a.token);
    const seenByB = await tableOf(t, b.token);
    const masked = (account: string) => `${account.slice(0, 2)}***${account.slice(-2)}`;
    expect(seenByA.seats).toEqual([
      { area: 'seat1', player: masked(a.member.account), mine: true, stake: '2000.00' },
      { area: 'seat2', player: masked(b.member.account), mine: false, stake: '2000.00' },
    ]);
    expect(seenByB.seats.map((s) => s.mine)).toEqual([false, true]);

    now = round.closesAt;
    await t.app.liveTables.settleTableRound(table, round.roundNo);
    const result = await resultOf(round.roundNo);
    const paid = (seat: string, stake: bigint) => niuNiu.returnOf(seat, stake, result);
    expect(await mainBalance(t, a.member)).toBe(1_000_000n - 200_000n + paid('seat1', 200_000n));
    expect(await mainBalance(t, b.member)).toBe(1_000_000n - 200_000n + paid('seat2', 200_000n));
    // Both see the same hand dealt.
    now = round.closesAt + 100;
    const [endA, endB] = [await tableOf(t, a.token), await tableOf(t, b.token)];
    expect(endA.round.result).toEqual(endB.round.result);
  });

  it('gives a seat raced for by six players to exactly one of them', async () => {
    bettingOpens();
    const players = await Promise.all(Array.from({ length: 6 }, () => player('1000.00')));
    const answers = await Promise.all(
      players.map((p) => placeBets(t, p.token, [{ area: 'seat3', amount: '1000.00' }])),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode !== 200)) expect(codeOf(r)).toBe('table_seat_taken');
    const balances = await Promise.all(players.map((p) => mainBalance(t, p.member)));
    expect(balances.filter((b) => b === 0n)).toHaveLength(1);
    expect(balances.filter((b) => b === 100_000n)).toHaveLength(5);
  });

  it('frees a seat whose debit was refused, and settles a player who left mid-hand', async () => {
    const round = bettingOpens();
    const poor = await player('5.00');
    expect(codeOf(await placeBets(t, poor.token, [{ area: 'seat4', amount: '1000.00' }]))).toBe(
      'insufficient_balance',
    );
    const leaver = await player('5000.00');
    expect((await placeBets(t, leaver.token, [{ area: 'seat4', amount: '1000.00' }])).statusCode).toBe(200);
    // The leaver's page is gone: no socket, no more calls. The sweep settles the hand at its close.
    now = round.closesAt + 10;
    await t.app.liveTables.sweep();
    const result = await resultOf(round.roundNo);
    expect(await mainBalance(t, leaver.member)).toBe(
      500_000n - 100_000n + niuNiu.returnOf('seat4', 100_000n, result),
    );
    const record = await h.db
      .selectFrom('bet_records')
      .select((eb) => eb.cast<string>('bet_minor', 'text').as('bet'))
      .where('member_id', '=', leaver.member.id)
      .execute();
    expect(record).toEqual([{ bet: '100000' }]);
  });

  it('lists the card rooms of the PVP games (GLS2_roomList) with the seats held in the hand open now', async () => {
    const round = bettingOpens();
    const vendor = await vendorOf(table);
    const listed = async () => {
      const res = await roomList(`?vassalage=${vendor}`);
      expect(res.statusCode).toBe(200);
      return res.json<{ value: PvpRoomListValue }>().value;
    };
    const before = await listed();
    expect(before.serverTime).toBe(now);
    const room = before.rooms.find((r) => r.nodeId === table)!;
    expect(room).toMatchObject({
      game: 'niuniu',
      vendorCode: vendor,
      seats: 5,
      seated: 0,
      minBet: '1000.00',
      maxBet: '200000.00',
      phase: 'betting',
      closesAt: round.closesAt,
      endsAt: round.endsAt,
    });
    // Every card game is a Niu Niu table: a page of 24 of the vendor's, in catalogue order while empty.
    expect(before.rooms.every((r) => /Niu Niu/.test(r.gameName) && r.vendorCode === vendor)).toBe(true);
    expect(before.rooms).toHaveLength(24);
    const ids = before.rooms.map((r) => r.nodeId);
    expect(ids).toEqual([...ids].sort());

    // A seat taken at a table further down the list brings it to the top.
    const last = (await roomList(`?vassalage=${vendor}&pageSize=100`))
      .json<{ value: PvpRoomListValue }>()
      .value.rooms.at(-1)!;
    const p = await player();
    const q = await player();
    const there = await openGame(t, q.member, last.nodeId);
    expect((await placeBets(t, p.token, [{ area: 'seat5', amount: '1000.00' }])).statusCode).toBe(200);
    expect((await placeBets(t, there.sessionToken, [{ area: 'seat1', amount: '1000.00' }])).statusCode).toBe(
      200,
    );
    expect((await placeBets(t, q.token, [{ area: 'seat2', amount: '1000.00' }])).statusCode).toBe(200);
    const after = await listed();
    expect(after.rooms[0]).toMatchObject({ nodeId: table, seated: 2 });
    expect(after.rooms[1]).toMatchObject({ nodeId: last.nodeId, seated: 1 });
    expect((await roomList(`?vassalage=${vendor}&pageSize=101`)).json()).toMatchObject({
      code: 'bad_request',
    });
    // Without the filter, every vendor's rooms; another vendor's with its own filter.
    const all = (await roomList('?pageSize=100')).json<{ value: PvpRoomListValue }>().value.rooms;
    expect(all.slice(0, 2).map((r) => r.nodeId)).toEqual([table, last.nodeId]);
    const other = (await roomList('?vassalage=JL')).json<{ value: PvpRoomListValue }>().value.rooms;
    expect(other.length).toBeGreaterThan(0);
    expect(other.every((r) => r.vendorCode === 'JL')).toBe(true);
    expect((await roomList('?vassalage=%27%3B--')).json()).toMatchObject({ code: 'bad_request' });
    now = round.closesAt;
    await t.app.liveTables.sweep();
  });
});
