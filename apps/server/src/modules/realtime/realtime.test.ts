import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realtimeCloseCodes } from '@gp/contract/realtime';
import { routes } from '@gp/contract/routes';
import type { DatabaseHandle } from '../../db/database.js';
import { bearer } from '../../test/auth-helpers.js';
import { buildTestApp, sameDatabase, type TestApp } from '../../test/build-test-app.js';
import { balanceIs, listen, openMemberSocket, openSocket } from '../../test/realtime-helpers.js';
import {
  addSession,
  call,
  createMember,
  demoDeposit,
  openTestDb,
  paymentPassword,
  type TestMember,
} from '../../test/wallet-helpers.js';
import { runOperator } from '../../operator/commands.js';
import { verifyLedger } from '../wallet/ledger-verify.js';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('real-time socket, one process (in-process event bus)', () => {
  let t: TestApp;
  let h: DatabaseHandle;
  let url: string;
  let member: TestMember;
  let upline: TestMember;

  beforeAll(async () => {
    t = await buildTestApp();
    h = openTestDb(t);
    url = await listen(t.app);
    upline = await createMember(h, { type: 1 });
    member = await createMember(h, { uplineId: upline.id });
  });
  afterAll(async () => {
    await h.close();
    await t.close();
  });

  it('pushes the balance to every open tab of the member after a committed deposit', async () => {
    const tab1 = await openMemberSocket(url, member.token);
    const tab2 = await openMemberSocket(url, member.token);
    expect(tab1.first).toMatchObject({ type: 'balance', balance: '0.00', currency: 'KRW' });
    expect((await demoDeposit(t, member, '25.50')).statusCode).toBe(200);
    const [a, b] = await Promise.all([tab1.next(balanceIs('25.50')), tab2.next(balanceIs('25.50'))]);
    expect(a).toEqual(b);
    expect(a).toMatchObject({ type: 'balance', isSingle: false, currencySymbol: '₩' });
    expect(a.type === 'balance' && a.wallets.map((w) => w.vendorCode)).toEqual(['PG', 'EG2', 'JDB']);
    tab1.close();
    tab2.close();
  });

  it('pushes to both members of a transfer to the upline, and a vendor-wallet move to its owner', async () => {
    const mine = await openMemberSocket(url, member.token);
    const theirs = await openMemberSocket(url, upline.token);
    const before = mine.first.type === 'balance' ? mine.first.balance : '';
    expect(before).toBe('25.50');
    expect(
      (await call(t, member, 'transferUpline', { body: { amount: '5.50', paymentPassword } })).statusCode,
    ).toBe(200);
    await mine.next(balanceIs('20.00'));
    await theirs.next(balanceIs('5.50'));
    const moved = await call(t, member, 'walletTransfer', { body: { from: 'MAIN', to: 'PG', amount: '2' } });
    expect(moved.statusCode).toBe(200);
    const pushed = await mine.next(balanceIs('18.00'));
    expect(pushed.type === 'balance' && pushed.wallets.find((w) => w.vendorCode === 'PG')?.balance).toBe(
      '2.00',
    );
    mine.close();
    theirs.close();
    expect((await verifyLedger(h.db)).problems).toEqual([]);
  });

  it('answers ping with pong once authenticated', async () => {
    const s = await openMemberSocket(url, member.token);
    s.send({ type: 'ping' });
    expect(await s.next((m) => m.type === 'pong')).toEqual({ type: 'pong' });
    s.close();
  });

  it('refuses a guest: a first message that is not auth, an unknown token, or garbage', async () => {
    const notAuth = await openSocket(url);
    notAuth.send({ type: 'ping' });
    expect(await notAuth.closed).toEqual({ code: realtimeCloseCodes.badMessage, reason: 'auth_first' });

    const unknown = await openSocket(url);
    unknown.send({ type: 'auth', token: randomBytes(32).toString('base64url') });
    expect(await unknown.closed).toEqual({ code: realtimeCloseCodes.notLoggedIn, reason: 'not_logged_in' });

    const garbage = await openSocket(url);
    garbage.send('not json');
    expect((await garbage.closed).code).toBe(realtimeCloseCodes.badMessage);
  });

  it('refuses a revoked token and closes an open socket once its session is logged out', async () => {
    const other = await createMember(h);
    const secondTab = { ...other, token: await addSession(h, other.id) };
    const open = await openMemberSocket(url, other.token);
    const stays = await openMemberSocket(url, secondTab.token);
    const out = await t.app.inject({
      method: 'DELETE',
      url: routes.logout.path,
      headers: bearer(other.token),
    });
    expect(out.statusCode).toBe(200);

    const again = await openSocket(url);
    again.send({ type: 'auth', token: other.token });
    expect(await again.closed).toEqual({ code: realtimeCloseCodes.notLoggedIn, reason: 'not_logged_in' });

    // The member's next balance change finds the first session gone: that socket is closed, not pushed.
    expect((await demoDeposit(t, secondTab, '1.00')).statusCode).toBe(200);
    expect(await open.closed).toEqual({ code: realtimeCloseCodes.notLoggedIn, reason: 'not_logged_in' });
    await stays.next(balanceIs('1.00'));
    stays.close();
  });
});

describe('real-time socket, two processes on one database with REDIS_URL', () => {
  let a: TestApp;
  let b: TestApp;
  let h: DatabaseHandle;
  let urlB: string;

  beforeAll(async () => {
    const redis = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `gp:test:${randomBytes(6).toString('hex')}:` };
    a = await buildTestApp(redis);
    b = await buildTestApp({ ...redis, ...sameDatabase(a) });
    h = openTestDb(a);
    await listen(a.app);
    urlB = await listen(b.app);
  });
  afterAll(async () => {
    await h.close();
    await b.close();
    await a.close();
  });

  it('a deposit made through process A reaches both tabs connected to process B', async () => {
    const member = await createMember(h);
    const tab1 = await openMemberSocket(urlB, member.token);
    const tab2 = await openMemberSocket(urlB, await addSession(h, member.id));
    expect((await demoDeposit(a, member, '12.34')).statusCode).toBe(200);
    await Promise.all([tab1.next(balanceIs('12.34')), tab2.next(balanceIs('12.34'))]);
    // And back: a transfer through B reaches the same tabs.
    const moved = await call(b, member, 'walletTransfer', {
      body: { from: 'MAIN', to: 'JDB', amount: '2.34' },
    });
    expect(moved.statusCode).toBe(200);
    await Promise.all([tab1.next(balanceIs('10.00')), tab2.next(balanceIs('10.00'))]);
    tab1.close();
    tab2.close();
  });

  it('an operator approval on the command line reaches the tab of the member on a server', async () => {
    const member = await createMember(h);
    const tab = await openMemberSocket(urlB, member.token);
    const order = await call(a, member, 'depositCreate', {
      body: { channel: 'BANK', amount: '20000', reference: 'TX-RT-1' },
    });
    expect(order.statusCode).toBe(200);
    const { id } = order.json<{ value: { order: { id: number } } }>().value.order;
    const lines: string[] = [];
    const io = { out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };
    expect(await runOperator(['deposit', 'approve', String(id)], a.config, io)).toBe(0);
    await tab.next(balanceIs('20000.00'));
    tab.close();
  });

  it('a token revoked through process A is refused by process B', async () => {
    const member = await createMember(h);
    const out = await a.app.inject({
      method: 'DELETE',
      url: routes.logout.path,
      headers: bearer(member.token),
    });
    expect(out.statusCode).toBe(200);
    const s = await openSocket(urlB);
    s.send({ type: 'auth', token: member.token });
    expect(await s.closed).toEqual({ code: realtimeCloseCodes.notLoggedIn, reason: 'not_logged_in' });
  });
});
