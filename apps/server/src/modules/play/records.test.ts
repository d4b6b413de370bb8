import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { gameOf, openGame, playEnv, shoot, spin } from '../../test/play-helpers.js';
import {
  call,
  createMember,
  demoDeposit,
  mainBalance,
  minorOf,
  openTestDb,
} from '../../test/wallet-helpers.js';
import { verifyLedger } from '../wallet/ledger-verify.js';
import { maskName } from '../../lib/mask-name.js';

let t: TestApp;
let h: DatabaseHandle;

beforeAll(async () => {
  t = await buildTestApp(playEnv);
  h = openTestDb(t);
});
afterAll(async () => {
  await h.close();
  await t.close();
});

type Totals = { rounds: number; bet: string; validBet: string; win: string; profit: string };

describe('real play through the demo vendor', () => {
  it('settles every spin as a bet record whose sums match the wallet, the list and profit and loss', async () => {
    const m = await createMember(h);
    await demoDeposit(t, m, '100000.00');
    const slot = await gameOf(h, 'PT', 'RNG');
    const fish = await gameOf(h, 'JDB', 'FISH');
    let bet = 0n;
    let win = 0n;
    for (const [nodeId, spins] of [
      [slot.node_id, 12],
      [fish.node_id, 4],
    ] as const) {
      // JDB has its own wallet: the fish game plays from it.
      if (nodeId === fish.node_id) {
        await call(t, m, 'walletTransfer', { body: { from: 'MAIN', to: 'JDB', amount: '10000.00' } });
      }
      const session = await openGame(t, m, nodeId);
      for (let i = 0; i < spins; i += 1) {
        // A fishing volley of one 1,000.00 bullet is one round, like a spin of 1,000.00.
        const res =
          nodeId === fish.node_id
            ? await shoot(t, session.sessionToken, '1000.00')
            : await spin(t, session.sessionToken, '1000.00');
        expect(res.statusCode).toBe(200);
        const value = res.json<{ value: { win: string; balance: string } }>().value;
        bet += 1000_00n;
        win += minorOf(value.win);
      }
    }
    const wallets = await call(t, m, 'walletBalance');
    const jdb = wallets.json<{ value: { wallets: { vendorCode: string; balance: string }[] } }>().value
      .wallets;
    expect((await mainBalance(t, m)) + minorOf(jdb.find((w) => w.vendorCode === 'JDB')!.balance)).toBe(
      100_000_00n - bet + win,
    );

    const list = await call(t, m, 'betRecords', { query: { pageSize: '10' } });
    const page = list.json<{
      value: { content: { gameType: string }[]; total: number; totalPages: number; totals: Totals };
    }>().value;
    expect(page.total).toBe(16);
    expect(page.totalPages).toBe(2);
    expect(page.content).toHaveLength(10);
    expect(page.totals).toMatchObject({ rounds: 16, bet: '16000.00', validBet: '16000.00' });
    expect(minorOf(page.totals.win)).toBe(win);
    expect(minorOf(page.totals.profit)).toBe(win - bet);

    const fishOnly = await call(t, m, 'betRecords', { query: { gameType: 'FISH' } });
    expect(fishOnly.json<{ value: { totals: Totals } }>().value.totals).toMatchObject({
      rounds: 4,
      bet: '4000.00',
    });
    const byVendor = await call(t, m, 'betRecords', { query: { vendor: 'PT', pageSize: '100' } });
    expect(byVendor.json<{ value: { total: number } }>().value.total).toBe(12);
    const future = await call(t, m, 'betRecords', { query: { from: '2999-01-01' } });
    expect(future.json<{ value: { total: number } }>().value.total).toBe(0);

    const pl = await call(t, m, 'profitLoss', { query: { period: 'today', tzOffsetMinutes: '0' } });
    const value = pl.json<{ value: { totals: Totals; byGameType: (Totals & { gameType: string })[] } }>()
      .value;
    expect(value.totals).toMatchObject({ rounds: 16, bet: '16000.00' });
    expect(minorOf(value.totals.profit)).toBe(win - bet);
    expect(value.byGameType.map((g) => [g.gameType, g.rounds])).toEqual([
      ['FISH', 4],
      ['RNG', 12],
    ]);
    const yesterday = await call(t, m, 'profitLoss', { query: { period: 'yesterday' } });
    expect(yesterday.json<{ value: { totals: Totals } }>().value.totals).toMatchObject({
      rounds: 0,
      bet: '0.00',
    });
    const missingRange = await call(t, m, 'profitLoss', { query: { period: 'range' } });
    expect(missingRange.json()).toMatchObject({ code: 'bad_request' });

    // Another member sees none of it; trial users and guests are refused.
    const other = await createMember(h);
    expect((await call(t, other, 'betRecords')).json<{ value: { total: number } }>().value.total).toBe(0);
    const trial = await createMember(h, { type: 4 });
    expect((await call(t, trial, 'profitLoss')).json()).toMatchObject({ code: 'in_need_true_account' });
    expect((await call(t, null, 'betRecords')).json()).toMatchObject({ code: 'not_logged_in' });
    expect((await verifyLedger(h.db)).problems).toEqual([]);
  });
});

describe('bet record provider filter', () => {
  it('lists every vendor of the merchant once, by its first card name, even to a member with no bets', async () => {
    const m = await createMember(h);
    const res = await call(t, m, 'betRecords');
    const { vendors } = res.json<{ value: { vendors: { code: string; name: string }[] } }>().value;
    const codes = vendors.map((v) => v.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(vendors).toEqual(
      expect.arrayContaining([
        { code: 'JDB', name: 'JDB Gaming' },
        { code: 'CQ9', name: 'CQ9 Gaming' },
        { code: 'JL', name: 'JILI' },
        { code: 'TCG_LOTTO_VN', name: 'Vietnam Lottery' },
      ]),
    );
    const names = vendors.map((v) => v.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('winner board', () => {
  it('masks names', () => {
    expect(maskName('abcdefyz')).toBe('ab***yz');
    expect(maskName('abcd')).toBe('a***d');
    expect(maskName('ab')).toBe('a***');
  });

  it('lists the biggest real wins first, masked, with the game card', async () => {
    const slot = await gameOf(h, 'PG', 'RNG');
    const live = await gameOf(h, 'EVO', 'LIVE');
    const now = new Date().toISOString();
    const winners = [
      { account: 'alpha_player', win: 500_000n, node: slot.node_id, type: 'RNG' },
      { account: 'bravo_player', win: 9_900_000n, node: live.node_id, type: 'LIVE' },
      { account: 'charlie_play', win: 120_000n, node: slot.node_id, type: 'RNG' },
    ];
    for (const w of winners) {
      const member = await h.db
        .insertInto('members')
        .values({
          merchant_code: 'DEMO',
          account: w.account,
          nickname: w.account,
          type: 0,
          password_hash: '!',
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await h.db
        .insertInto('bet_records')
        .values({
          merchant_code: 'DEMO',
          member_id: member.id,
          vendor_code: 'X',
          node_id: w.node,
          game_name: 'x',
          game_type: w.type,
          round_id: `r-${w.account}`,
          bet_minor: 1000n,
          win_minor: w.win,
          valid_bet_minor: 1000n,
          created_at: now,
          status: 'settled',
        })
        .execute();
    }
    const res = await t.app.inject({
      url: '/wps/game/winners',
      query: { gameCategory: 'ALL', language: 'EN', limitNum: '20' },
    });
    const list = res.json<{
      value: { list: { customerName: string; winAmount: string; game: { nodeId: string } }[] };
    }>().value.list;
    const amounts = list.map((l) => minorOf(l.winAmount));
    expect([...amounts].sort((a, b) => (b > a ? 1 : b < a ? -1 : 0))).toEqual(amounts);
    expect(list[0]).toMatchObject({
      customerName: 'br***er',
      winAmount: '99000.00',
      game: { nodeId: live.node_id },
    });
    expect(list.map((l) => l.customerName)).toEqual(expect.arrayContaining(['al***er', 'ch***ay']));
    for (const l of list) expect(l.customerName).toContain('***');
    const rngOnly = await t.app.inject({
      url: '/wps/game/winners',
      query: { gameCategory: 'LIVE', limitNum: '2' },
    });
    const rng = rngOnly.json<{ value: { list: { game: { gameType: string } }[] } }>().value.list;
    expect(rng.length).toBeGreaterThan(0);
    for (const l of rng) expect(l.game.gameType).toBe('LIVE');
    const limited = await t.app.inject({ url: '/wps/game/winners', query: { limitNum: '1' } });
    expect(limited.json<{ value: { list: unknown[] } }>().value.list).toHaveLength(1);
  });
});
