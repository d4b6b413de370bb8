import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoGamePagePath } from '@gp/contract/web-routes';
import { demoVendorPaths } from '@gp/contract/demo-vendor';
import type { DatabaseHandle } from '../../db/database.js';
import { bearer } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { gameOf, launch, launchTokenOf, openGame, playEnv, spin } from '../../test/play-helpers.js';
import {
  createMember,
  demoDeposit,
  mainBalance,
  openTestDb,
  type TestMember,
} from '../../test/wallet-helpers.js';
import { verifyLedger } from '../wallet/ledger-verify.js';

let t: TestApp;
let h: DatabaseHandle;
let member: TestMember;
let pt: { node_id: string; game_name: string; game_code: string };
let pg: { node_id: string };

beforeAll(async () => {
  t = await buildTestApp(playEnv);
  h = openTestDb(t);
  member = await createMember(h);
  pt = await gameOf(h, 'PT', 'RNG');
  pg = await gameOf(h, 'PG', 'RNG');
});
afterAll(async () => {
  await h.close();
  await t.close();
});

describe('launchGame', () => {
  it('gives a member a one-time launch URL of the demo game page and records the recent game', async () => {
    const res = await launch(t, member, { nodeId: pt.node_id, language: 'KO' });
    expect(res.statusCode).toBe(200);
    const value = res.json<{ value: Record<string, string> }>().value;
    expect(value).toMatchObject({ mode: 'real', nodeId: pt.node_id, vassalage: 'PT', wallet: 'MAIN' });
    expect(value.url!.startsWith(`${demoGamePagePath}?token=`)).toBe(true);
    expect(new URL(value.url!, 'http://x').searchParams.get('lang')).toBe('KO');
    const recent = await h.db
      .selectFrom('recent_games')
      .select('node_id')
      .where('member_id', '=', member.id)
      .execute();
    expect(recent.map((r) => r.node_id)).toContain(pt.node_id);
    // A game of a vendor with its own wallet plays from that wallet (multi-wallet demo merchant).
    const pgLaunch = await launch(t, member, { nodeId: pg.node_id });
    expect(pgLaunch.json<{ value: { wallet: string } }>().value.wallet).toBe('PG');
  });

  it('names the game by vassalage and gameCode too', async () => {
    const res = await launch(t, member, { vassalage: 'PT', gameCode: pt.game_code });
    expect(res.json<{ value: { nodeId: string } }>().value.nodeId).toBe(pt.node_id);
  });

  it('refuses guests, real play of trial users, unknown games and games without an engine', async () => {
    expect((await launch(t, null, { nodeId: pt.node_id })).json()).toMatchObject({ code: 'not_logged_in' });
    const trial = await createMember(h, { type: 4 });
    const refused = await launch(t, trial, { nodeId: pt.node_id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'in_need_true_account' });
    const unknown = await launch(t, member, { nodeId: '999999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'game_not_found' });
    const mismatch = await launch(t, member, { nodeId: pt.node_id, vassalage: 'PG' });
    expect(mismatch.json()).toMatchObject({ code: 'game_not_found' });
    expect((await launch(t, member, {})).json()).toMatchObject({ code: 'bad_request' });
    // A catalogue game of a kind no integration plays (a vendor added before its engine).
    const sports = await h.db
      .selectFrom('games')
      .selectAll()
      .where('node_id', '=', (await gameOf(h, 'SBO', 'SPORTS')).node_id)
      .executeTakeFirstOrThrow();
    const { id: _id, ...columns } = sports as typeof sports & { id?: number };
    await h.db
      .insertInto('vendors')
      .values({
        merchant_code: 'DEMO',
        code: 'BNG',
        category: 'BINGO',
        name: 'Bingo',
        is_game: '1',
        sort_order: 99,
      })
      .execute();
    await h.db
      .insertInto('games')
      .values({
        ...columns,
        node_id: '999999901',
        vendor_code: 'BNG',
        game_code: 'BINGO-1',
        game_type: 'BINGO',
      })
      .execute();
    expect((await launch(t, member, { nodeId: '999999901' })).json()).toMatchObject({
      code: 'game_maintenance',
    });
    // Lottery games are served by the platform's own number lottery (modules/lottery): its betting view.
    const lottery = await gameOf(h, 'LOTT', 'LOTT');
    expect((await launch(t, member, { nodeId: lottery.node_id })).json()).toMatchObject({
      value: { url: `/lottery?gameCode=${lottery.game_code}&view=betting` },
    });
  });

  it('accepts a launch token once, and never a tampered one', async () => {
    const res = await launch(t, member, { nodeId: pt.node_id });
    const token = launchTokenOf(res.json<{ value: { url: string } }>().value.url);
    const open = (tok: string) =>
      t.app.inject({ method: 'POST', url: demoVendorPaths.session, payload: { token: tok } });
    const tampered = `${token.slice(0, 20)}${token[20] === 'A' ? 'B' : 'A'}${token.slice(21)}`;
    expect((await open(tampered)).json()).toMatchObject({ code: 'game_session_invalid' });
    expect((await open(token)).statusCode).toBe(200);
    const again = await open(token);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'game_session_invalid' });
  });

  it('plays free trial with play money only: the wallet, house and bet records stay untouched', async () => {
    const player = await createMember(h);
    await demoDeposit(t, player, '500.00');
    const entriesBefore = await h.db.selectFrom('journal_entries').select('id').execute();
    const session = await openGame(t, player, pt.node_id, true);
    expect(session).toMatchObject({ mode: 'free', balance: '1000000.00' });
    let balance = 1_000_000_00n;
    for (let i = 0; i < 5; i += 1) {
      const res = await spin(t, session.sessionToken, '100.00');
      expect(res.statusCode).toBe(200);
      const value = res.json<{ value: { win: string; balance: string } }>().value;
      balance = balance - 100_00n + BigInt(value.win.replace('.', ''));
      expect(value.balance.replace('.', '')).toBe(balance.toString());
    }
    const state = await t.app.inject({ url: demoVendorPaths.state, headers: bearer(session.sessionToken) });
    expect(state.json<{ value: { balance: string } }>().value.balance.replace('.', '')).toBe(
      balance.toString(),
    );
    expect(await mainBalance(t, player)).toBe(500_00n);
    // Only play-money entries were written (a grant, then stakes and wins): none is real money.
    const since = entriesBefore.reduce((max, e) => Math.max(max, e.id), 0);
    const types = await h.db
      .selectFrom('journal_entries')
      .select('type')
      .where('id', '>', since)
      .where('member_id', '=', player.id)
      .execute();
    for (const e of types) expect(['PLAY_GRANT', 'PLAY_BET', 'PLAY_WIN']).toContain(e.type);
    expect(types.filter((e) => e.type === 'PLAY_GRANT')).toHaveLength(1);
    expect(types.filter((e) => e.type === 'PLAY_BET')).toHaveLength(5);
    const records = await h.db
      .selectFrom('bet_records')
      .select('id')
      .where('member_id', '=', player.id)
      .execute();
    expect(records).toEqual([]);
    expect((await verifyLedger(h.db)).problems).toEqual([]);
  });

  it('refuses stakes that are not bet levels and calls without a game session', async () => {
    const session = await openGame(t, member, pt.node_id, true);
    expect((await spin(t, session.sessionToken, '123.00')).json()).toMatchObject({ code: 'invalid_bet' });
    expect((await spin(t, 'x'.repeat(43), '100.00')).json()).toMatchObject({ code: 'game_session_invalid' });
    expect((await t.app.inject({ url: demoVendorPaths.state })).statusCode).toBe(401);
  });
});
