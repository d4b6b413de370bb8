import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/database.js';
import { runOperator } from '../../operator/commands.js';
import { callEncrypted, recordingCaptchaRenderer } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { gameOf, playEnv, settleRound } from '../../test/play-helpers.js';
import { createRegistrar } from '../../test/register-helpers.js';
import { freshIp } from '../../test/verification-helpers.js';
import {
  call,
  createMember,
  demoDeposit,
  mainBalance,
  type TestMember,
  valueOf,
} from '../../test/wallet-helpers.js';
import { verifyLedger } from '../wallet/ledger-verify.js';

/**
 * Invite friends (issue 20) on the seeded rewards (seed-referral.ts): 2.00 when an invitee registers,
 * 20.00 for a first deposit of at least 100.00, 30.00 once its valid bets reach 1,000.00; never for an
 * invitee registered from the referrer's own address or browser.
 */
let t: TestApp;
let h: DatabaseHandle;
let reg: ReturnType<typeof createRegistrar>;
let slot: string;

beforeAll(async () => {
  const captchas = recordingCaptchaRenderer();
  t = await buildTestApp(
    { ...playEnv, TRUST_PROXY: '127.0.0.1', CHALLENGE_MAX_NUMBER: '100', REGISTER_PER_IP_PER_HOUR: '1000' },
    { captchaRenderer: captchas.render },
  );
  h = openDatabase(t.config.database);
  reg = createRegistrar(t.app, captchas);
  slot = (await gameOf(h, 'PT', 'RNG')).node_id;
});
afterAll(async () => {
  await h.close();
  await t.close();
});

interface Invitee {
  account: string;
  firstDeposit: boolean;
  validBet: string;
  earned: string;
  milestones: string[];
  excluded: string | null;
}
const info = async (m: TestMember) =>
  valueOf<{ referralCode: string; invitePath: string; invitees: number; qualified: number; earned: string }>(
    await call(t, m, 'referral'),
  );
const invitees = async (m: TestMember) =>
  valueOf<{ content: Invitee[]; total: number }>(await call(t, m, 'referralInvitees')).content;
const deviceCookie = () => `gp_device=${randomBytes(24).toString('base64url')}`;

/** Registers through the real form with `code`, from `ip` and a browser holding `cookie`. */
const register = async (code: string, ip = freshIp(), cookie = deviceCookie()) => {
  const { body } = await reg.body({ referralCode: code });
  const res = await callEncrypted(t.app, 'register', body, { 'x-forwarded-for': ip, cookie });
  const value = valueOf<{ token: string }>(res);
  const row = await h.db
    .selectFrom('members')
    .select(['id', 'account'])
    .where('account', '=', body.username as string)
    .executeTakeFirstOrThrow();
  return { id: row.id, account: row.account, token: value.token } satisfies TestMember;
};
/** The referrer's browser is written after its call was answered (an onResponse hook): wait for it. */
const sightingOf = async (m: TestMember) => {
  for (let i = 0; i < 100; i += 1) {
    const row = await h.db
      .selectFrom('member_devices')
      .select('member_id')
      .where('member_id', '=', m.id)
      .executeTakeFirst();
    if (row) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no device sighting recorded');
};
const referrer = async () => {
  const m = await createMember(h);
  // The referrer used the site from this address: its sessions hold it.
  await h.db.updateTable('sessions').set({ ip: '192.0.2.10' }).where('member_id', '=', m.id).execute();
  return m;
};

describe('invite friends', () => {
  it('gives each member one invite code and link', async () => {
    const m = await referrer();
    const [a, b] = await Promise.all([info(m), info(m)]);
    expect(a.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(b.referralCode).toBe(a.referralCode);
    expect(a.invitePath).toBe(`/register?referralCode=${a.referralCode}`);
    expect(a).toMatchObject({ invitees: 0, qualified: 0, earned: '0.00' });
    expect((await info(await referrer())).referralCode).not.toBe(a.referralCode);
  });

  it('pays the referrer once for each milestone an invitee reaches', async () => {
    const m = await referrer();
    const { referralCode } = await info(m);
    const before = await mainBalance(t, m);
    const friend = await register(referralCode);
    expect(await mainBalance(t, m)).toBe(before + 200n);
    let [row] = await invitees(m);
    expect(row).toMatchObject({
      firstDeposit: false,
      milestones: ['REGISTERED'],
      excluded: null,
      earned: '2.00',
    });
    expect(row!.account).toContain('***');
    expect(row!.account).not.toBe(friend.account);

    await demoDeposit(t, friend, '150');
    await demoDeposit(t, friend, '5000');
    expect(await mainBalance(t, m)).toBe(before + 2_200n);
    // Valid bets reach 1,000.00 in parallel rounds: paid once.
    await Promise.all(
      Array.from({ length: 6 }, () => settleRound(t, friend, slot, { bet: '200.00', win: '0.00' })),
    );
    expect(await mainBalance(t, m)).toBe(before + 5_200n);
    await settleRound(t, friend, slot, { bet: '2000.00', win: '0.00' });
    [row] = await invitees(m);
    expect(row).toMatchObject({
      firstDeposit: true,
      validBet: '3200.00',
      milestones: ['REGISTERED', 'FIRST_DEPOSIT', 'VALID_BET'],
      earned: '52.00',
    });
    expect(await info(m)).toMatchObject({ invitees: 1, qualified: 1, earned: '52.00' });
    const history = valueOf<{ content: { type: string }[] }>(
      await call(t, m, 'transactionHistory', { query: { type: 'REFERRAL_REWARD' } }),
    );
    expect(history.content).toHaveLength(3);
  });

  it('pays no first-deposit reward when the first deposit is under the threshold', async () => {
    const m = await referrer();
    const friend = await register((await info(m)).referralCode);
    await demoDeposit(t, friend, '50');
    await demoDeposit(t, friend, '500');
    const [row] = await invitees(m);
    expect(row).toMatchObject({ firstDeposit: true, milestones: ['REGISTERED'] });
  });

  it('excludes an invitee registered from the referrer address or browser, and says why', async () => {
    const m = await referrer();
    const { referralCode } = await info(m);
    const before = await mainBalance(t, m);
    await register(referralCode, '192.0.2.10');
    // The referrer's own browser, seen on one of its calls (device sightings).
    const cookie = deviceCookie();
    const seen = await t.app.inject({
      url: '/wps/referral',
      headers: { authorization: `Bearer ${m.token}`, cookie },
    });
    expect(seen.statusCode).toBe(200);
    await sightingOf(m);
    const sameBrowser = await register(referralCode, freshIp(), cookie);
    await demoDeposit(t, sameBrowser, '500');
    const rows = await invitees(m);
    expect(rows.map((r) => r.excluded)).toEqual(['same_device', 'same_ip']);
    expect(rows.every((r) => r.earned === '0.00' && r.milestones.length === 0)).toBe(true);
    expect(await info(m)).toMatchObject({ invitees: 2, qualified: 0 });
    expect(await mainBalance(t, m)).toBe(before);
  });

  it('sets the device cookie once, HttpOnly', async () => {
    const first = await t.app.inject({ url: '/wps/system/status' });
    const set = String(first.headers['set-cookie'] ?? '');
    expect(set).toMatch(/^gp_device=[A-Za-z0-9_-]{32}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax/);
    const again = await t.app.inject({ url: '/wps/system/status', headers: { cookie: set.split(';')[0]! } });
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('refuses guests and trial users, and follows the operator rewards', async () => {
    expect((await call(t, null, 'referral')).statusCode).toBe(401);
    expect((await call(t, await createMember(h, { type: 4 }), 'referralInvitees')).statusCode).toBe(403);
    const out: string[] = [];
    const io = { out: (l: string) => out.push(l), err: (l: string) => out.push(l) };
    expect(await runOperator(['referral', 'reward', 'REGISTERED', '0', '0'], t.config, io)).toBe(0);
    expect(out.join('\n')).not.toContain('REGISTERED');
    const m = await referrer();
    const before = await mainBalance(t, m);
    await register((await info(m)).referralCode);
    expect(await mainBalance(t, m)).toBe(before);
    expect(await runOperator(['referral', 'reward', 'REGISTERED', '0', '2'], t.config, io)).toBe(0);
    expect(await runOperator(['referral', 'reward', 'NOPE', '0', '2'], t.config, io)).toBe(2);
    // The programme switched off: the link still registers, nothing is paid.
    expect(await runOperator(['switch', 'off', 'REFERRAL3'], t.config, io)).toBe(0);
    try {
      const paused = await referrer();
      expect(await info(paused)).toMatchObject({ enabled: false });
      const before2 = await mainBalance(t, paused);
      const friend = await register((await info(paused)).referralCode);
      await demoDeposit(t, friend, '500');
      expect(await mainBalance(t, paused)).toBe(before2);
      expect((await invitees(paused))[0]).toMatchObject({ milestones: [], excluded: null });
    } finally {
      expect(await runOperator(['switch', 'on', 'REFERRAL3'], t.config, io)).toBe(0);
    }
  });

  it('keeps the ledger clean', async () => {
    expect((await verifyLedger(h.db)).problems).toEqual([]);
  });
});
