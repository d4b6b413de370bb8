import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFreePlayNonce,
  freePlayHeaders,
  reverseText,
  rsaEncryptText,
} from '@gp/contract/payload-crypto';
import { routes } from '@gp/contract/routes';
import { loginValueSchema } from '@gp/contract/session';
import { envelopeSchema } from '@gp/contract/envelope';
import { openDatabase } from '../../db/database.js';
import { createManualClock } from '../../lib/clock.js';
import { bearer, publicKeyOf } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

const clock = createManualClock();
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ TRUST_PROXY: '127.0.0.1', FREEPLAY_PER_IP_PER_HOUR: '3' }, { clock });
});
afterAll(async () => {
  await t.close();
});

const freePlay = (headers: Record<string, string>, payload: unknown = { os: 'Windows', platform: 'W' }) =>
  t.app.inject({
    method: 'POST',
    url: routes.freePlayLogin.path,
    headers: { 'x-forwarded-for': '192.0.2.1', ...headers },
    payload: payload as Record<string, unknown>,
  });

const headers = async (nonce?: string) =>
  freePlayHeaders(await publicKeyOf(t.app), nonce ?? createFreePlayNonce(clock().getTime()));

describe('free-play login', () => {
  it('creates a trial member and returns its session', async () => {
    const res = await freePlay(await headers());
    expect(res.statusCode).toBe(200);
    const value = envelopeSchema(loginValueSchema).parse(res.json()).value!;
    expect(value.member).toMatchObject({ type: 4, isTrial: true, isAgent: false });
    expect(value.member.account).toMatch(/^trial_[0-9a-f]{12}$/);
    expect(value).toMatchObject({ passwordExpired: false, mustChangePassword: false });
    const info = await t.app.inject({ url: routes.memberInfo.path, headers: bearer(value.token) });
    expect(info.json()).toMatchObject({ value: { id: value.member.id, isTrial: true } });
    // The new account starts with its play money, beside a real balance of nothing.
    const wallet = await t.app.inject({ url: routes.walletBalance.path, headers: bearer(value.token) });
    expect(wallet.json()).toMatchObject({ value: { balance: '0.00', playBalance: '1000000.00' } });
    const real = await t.app.inject({
      method: 'POST',
      url: routes.launchGame.path,
      headers: bearer(value.token),
      payload: { vassalage: 'PT', gameCode: 'nope' },
    });
    expect(real.statusCode).toBe(403);
    expect(real.json()).toMatchObject({ code: 'in_need_true_account' });
  });

  it('refuses a reused nonce, a wrong token, a stale nonce and missing or wrong headers', async () => {
    const good = await headers();
    expect((await freePlay(good)).statusCode).toBe(200);
    const replay = await freePlay(good);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toMatchObject({ code: 'conflict' });

    const key = await publicKeyOf(t.app);
    const nonce = createFreePlayNonce(clock().getTime());
    const notReversed = { ...(await headers(nonce)), 'x-encrypt-token': await rsaEncryptText(key, nonce) };
    expect((await freePlay(notReversed)).json()).toMatchObject({ code: 'payload_decrypt_failed' });
    const garbage = { ...(await headers()), 'x-encrypt-token': 'AAAA' };
    expect((await freePlay(garbage)).json()).toMatchObject({ code: 'payload_decrypt_failed' });

    const stale = await headers(createFreePlayNonce(clock().getTime() - 11 * 60_000));
    const staleBody = (await freePlay(stale)).json<{ code: string; message: string }>();
    expect(staleBody.code).toBe('bad_request');
    expect(staleBody.message).toMatch(/stale/);

    const h = await headers();
    const brokenHeaders: Record<string, string>[] = [
      { ...h, 'x-gateway-version': '2' },
      { 'x-encrypt-token': h['x-encrypt-token'], 'x-request-nonce': h['x-request-nonce'] },
      { 'x-gateway-version': '3', 'x-request-nonce': h['x-request-nonce'] },
      { ...h, 'x-request-nonce': 'short' },
    ];
    for (const broken of brokenHeaders) {
      const res = await freePlay(broken);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'bad_request' });
    }
    expect(reverseText('abc')).toBe('cba');
  });

  it('validates the body', async () => {
    for (const body of [{ os: 'Windows', platform: 'A' }, { platform: 'W' }, { os: 5, platform: 'W' }]) {
      const res = await freePlay(await headers(), body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'bad_request' });
    }
  });

  it('limits trial accounts per IP and hour', async () => {
    const fromIp = async () => freePlay({ ...(await headers()), 'x-forwarded-for': '192.0.2.77' });
    for (let i = 0; i < 3; i += 1) expect((await fromIp()).statusCode).toBe(200);
    const over = await fromIp();
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'too_many_requests' });
    expect(over.headers['retry-after']).toBe('3600');
    clock.advance(3_600_000);
    expect((await fromIp()).statusCode).toBe(200);
  });

  it('answers function_not_enabled while FREEPLAY3 is off', async () => {
    const handle = openDatabase(t.config.database);
    try {
      await handle.db
        .updateTable('whitelabel_nodes')
        .set({ enabled: '0' })
        .where('mod_id', '=', 'FREEPLAY3')
        .execute();
      const res = await freePlay(await headers(), undefined);
      expect(res.json()).toMatchObject({ success: false, code: 'function_not_enabled' });
      // A disabled parent switches it off too.
      await handle.db
        .updateTable('whitelabel_nodes')
        .set({ enabled: '1' })
        .where('mod_id', '=', 'FREEPLAY3')
        .execute();
      await handle.db
        .updateTable('whitelabel_nodes')
        .set({ enabled: '0' })
        .where('mod_id', '=', 'LOGIN3')
        .execute();
      expect((await freePlay(await headers())).json()).toMatchObject({ code: 'function_not_enabled' });
    } finally {
      await handle.db
        .updateTable('whitelabel_nodes')
        .set({ enabled: '1' })
        .where('mod_id', '=', 'LOGIN3')
        .execute();
      await handle.close();
    }
  });
});
