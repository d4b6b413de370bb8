import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoVendorPaths, type TableSocketServerMessage } from '@gp/contract/demo-vendor';
import type { DatabaseHandle } from '../../../../db/database.js';
import { buildTestApp, sameDatabase, type TestApp } from '../../../../test/build-test-app.js';
import { openRound, placeBets, rouletteTable, tableOf } from '../../../../test/live-table-helpers.js';
import { openGame, playEnv } from '../../../../test/play-helpers.js';
import { fundedMember, openTestDb } from '../../../../test/wallet-helpers.js';
import { textOf } from '../../../realtime/routes.js';
import { verifyLedger } from '../../../wallet/ledger-verify.js';

/**
 * The live table's socket on two processes sharing one database (issue 19): both announce the same
 * result the moment the round's bets close, and the round's players are paid once. The clock runs in
 * real time, shifted so that a round closes a second or two into each test.
 */
let offset = 0;
const clock = () => new Date(Date.now() + offset);
let a: TestApp;
let b: TestApp;
let h: DatabaseHandle;
let table: string;
const urls: Record<'a' | 'b', string> = { a: '', b: '' };

const listen = async (t: TestApp) => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `ws://127.0.0.1:${address.port}${demoVendorPaths.tableSocket}`;
};

beforeAll(async () => {
  const env = { ...playEnv, DEMO_TABLE_BETTING_SECONDS: '3' };
  a = await buildTestApp(env, { clock });
  b = await buildTestApp({ ...env, ...sameDatabase(a) }, { clock });
  h = openTestDb(a);
  table = await rouletteTable(h);
  urls.a = await listen(a);
  urls.b = await listen(b);
});
afterAll(async () => {
  expect((await verifyLedger(h.db)).problems).toEqual([]);
  await h.close();
  await b.close();
  await a.close();
});

/** Shifts the clock so that the table's next round opens now and closes in three seconds. */
const roundStartsNow = () => {
  const round = openRound(a, table, clock().getTime() + 1_000);
  offset += round.opensAt - clock().getTime();
  return round;
};

const connect = async (url: string) => {
  const socket = new WebSocket(url);
  const messages: TableSocketServerMessage[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  socket.on('message', (data) => messages.push(JSON.parse(textOf(data)) as TableSocketServerMessage));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const next = async (type: TableSocketServerMessage['type'], timeoutMs = 8_000) => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const index = messages.findIndex((m) => m.type === type);
      if (index >= 0) return messages.splice(index, 1)[0]!;
      if (Date.now() > until) throw new Error(`no ${type} message`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return {
    socket,
    closed,
    next,
    send: (m: unknown) => socket.send(typeof m === 'string' ? m : JSON.stringify(m)),
  };
};

describe('live table socket on two processes', () => {
  it('announces one result on both processes when the bets close, and pays the round once', async () => {
    const round = roundStartsNow();
    const [alice, bob] = await Promise.all([fundedMember(a, h, '10000.00'), fundedMember(b, h, '10000.00')]);
    const [gameA, gameB] = [await openGame(a, alice, table), await openGame(b, bob, table)];
    const [sa, sb] = [await connect(urls.a), await connect(urls.b)];
    sa.send({ type: 'join', sessionToken: gameA.sessionToken });
    sb.send({ type: 'join', sessionToken: gameB.sessionToken });
    expect(await sa.next('joined')).toEqual({ type: 'joined', roundNo: round.roundNo });
    expect(await sb.next('joined')).toEqual({ type: 'joined', roundNo: round.roundNo });
    expect((await placeBets(a, gameA.sessionToken, [{ area: 'red', amount: '1000.00' }])).statusCode).toBe(
      200,
    );
    expect((await placeBets(b, gameB.sessionToken, [{ area: 'n5', amount: '1000.00' }])).statusCode).toBe(
      200,
    );

    const [ra, rb] = await Promise.all([sa.next('result'), sb.next('result')]);
    expect(ra).toMatchObject({ type: 'result', roundNo: round.roundNo });
    expect(rb).toEqual(ra);
    // Delivered at the close: the message arrives within the reveal, long before the next round.
    expect(clock().getTime()).toBeLessThan(round.endsAt);

    for (const [t, token] of [
      [a, gameA.sessionToken],
      [b, gameB.sessionToken],
    ] as const) {
      let last = (await tableOf(t, token)).last;
      for (let i = 0; i < 50 && last?.roundNo !== round.roundNo; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        last = (await tableOf(t, token)).last;
      }
      expect(last?.roundNo).toBe(round.roundNo);
    }
    const credits = await h.db
      .selectFrom('vendor_transactions')
      .select('transaction_id')
      .where('kind', '=', 'credit')
      .where('member_id', 'in', [alice.id, bob.id])
      .execute();
    expect(credits).toHaveLength(2);
    sa.socket.close();
    sb.socket.close();
  });

  it('closes a socket that sends no join, a bad message or a session that is not a table', async () => {
    const bad = await connect(urls.a);
    bad.send('not json');
    expect(await bad.closed).toEqual({ code: 4000, reason: 'bad_message' });
    const stranger = await connect(urls.b);
    stranger.send({ type: 'join', sessionToken: 'x'.repeat(43) });
    expect(await stranger.closed).toEqual({ code: 4003, reason: 'game_session_invalid' });
    const twice = await connect(urls.a);
    twice.send({ type: 'join', sessionToken: 'y'.repeat(43) });
    twice.send({ type: 'join', sessionToken: 'y'.repeat(43) });
    expect((await twice.closed).code).toBeGreaterThanOrEqual(4000);
  });
});
