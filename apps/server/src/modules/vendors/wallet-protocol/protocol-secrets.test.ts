import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/database.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  gameOf,
  launch,
  launchTokenOf,
  openGame,
  playEnv,
  protocolCall,
  testLaunchTokenKey,
  testWalletSecrets,
} from '../../../test/play-helpers.js';
import { createMember, demoDeposit, openTestDb, type TestMember } from '../../../test/wallet-helpers.js';
import { createSecurityRepository } from '../../security/repository.js';
import { signCall, signLaunchToken, verifyLaunchToken, type LaunchClaims } from '../signing.js';
import { launchTokenKeyName, loadVendorKeys, walletSecretKeyName } from '../vendor-secrets.js';

/** Issue 13, defect 7: a wallet secret per integration, the integration name signed, launch tokens apart. */
let t: TestApp;
let h: DatabaseHandle;
let pt: string;

beforeAll(async () => {
  t = await buildTestApp(playEnv);
  h = openTestDb(t);
  pt = (await gameOf(h, 'PT', 'RNG')).node_id;
});
afterAll(async () => {
  await h.close();
  await t.close();
});

const outcome = async (res: Promise<{ statusCode: number; json: () => unknown }>) => {
  const r = await res;
  return [r.statusCode, (r.json() as { code?: string }).code ?? 'ok'];
};
const refused = [401, 'invalid_signature'];

const funded = async (amount: string): Promise<TestMember> => {
  const m = await createMember(h);
  if ((await demoDeposit(t, m, amount)).statusCode !== 200) throw new Error('deposit failed');
  return m;
};

const launchToken = async (app: TestApp, member: TestMember) => {
  const res = await launch(app, member, { nodeId: pt, language: 'EN' });
  if (res.statusCode !== 200) throw new Error(`launch failed: ${res.body}`);
  return launchTokenOf(res.json<{ value: { url: string } }>().value.url);
};
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8')) as LaunchClaims;

describe('wallet secrets per integration', () => {
  it('accepts each integration only with its own secret over its own name', async () => {
    const m = await funded('10.00');
    const body = { memberId: m.id, nodeId: pt };
    expect(await outcome(protocolCall(t, 'balance', body, { integration: 'DEMO' }))).toEqual([200, 'ok']);
    expect(await outcome(protocolCall(t, 'balance', body, { integration: 'LOTTO' }))).toEqual([200, 'ok']);
    // Signed with DEMO's secret over the name LOTTO, claiming LOTTO: LOTTO's secret decides.
    expect(
      await outcome(
        protocolCall(t, 'balance', body, { integration: 'LOTTO', secret: testWalletSecrets.DEMO }),
      ),
    ).toEqual(refused);
    expect(
      await outcome(
        protocolCall(t, 'balance', body, { integration: 'DEMO', secret: testWalletSecrets.LOTTO }),
      ),
    ).toEqual(refused);
    // Signed with LOTTO's own secret but over the name DEMO: the name is part of what is signed.
    expect(
      await outcome(
        protocolCall(t, 'balance', body, {
          integration: 'LOTTO',
          signedIntegration: 'DEMO',
          secret: testWalletSecrets.LOTTO,
        }),
      ),
    ).toEqual(refused);
  });

  it('refuses a call signed for one integration replayed under another integration header', async () => {
    const m = await funded('10.00');
    const raw = JSON.stringify({ memberId: m.id, nodeId: pt });
    const timestamp = String(Date.now());
    const signature = signCall(testWalletSecrets.DEMO, { integration: 'DEMO', timestamp, rawBody: raw });
    const send = (integration: string) =>
      t.app.inject({
        method: 'POST',
        url: '/vendor-wallet/balance',
        payload: raw,
        headers: {
          'content-type': 'application/json',
          'x-vendor-integration': integration,
          'x-vendor-timestamp': timestamp,
          'x-vendor-signature': signature,
        },
      });
    expect(await outcome(send('LOTTO'))).toEqual(refused);
    // The same bytes under the integration they were signed for pass.
    expect(await outcome(send('DEMO'))).toEqual([200, 'ok']);
  });
});

describe('launch tokens', () => {
  it('are signed with the launch-token key and refused when signed with a wallet secret', async () => {
    const m = await funded('10.00');
    const token = await launchToken(t, m);
    const claims = verifyLaunchToken(testLaunchTokenKey, token, Date.now());
    expect(claims).toMatchObject({ integration: 'DEMO', memberId: m.id, nodeId: pt });
    for (const secret of [testWalletSecrets.DEMO, testWalletSecrets.LOTTO]) {
      expect(verifyLaunchToken(secret, token, Date.now())).toBeNull();
      const forged = signLaunchToken(secret, claimsOf(token));
      const res = protocolCall(t, 'session', { launchToken: forged });
      expect(await outcome(res)).toEqual([401, 'game_session_invalid']);
    }
    // Another integration cannot use DEMO's token, and its attempt does not spend it.
    const asLotto = protocolCall(t, 'session', { launchToken: token }, { integration: 'LOTTO' });
    expect(await outcome(asLotto)).toEqual([401, 'game_session_invalid']);
    const session = await protocolCall(t, 'session', { launchToken: token });
    expect(session.json()).toMatchObject({ success: true, value: { memberId: m.id, balance: '10.00' } });
  });
});

describe('generated keys (nothing configured)', () => {
  let g: TestApp;
  let gh: DatabaseHandle;
  beforeAll(async () => {
    g = await buildTestApp({});
    gh = openTestDb(g);
  });
  afterAll(async () => {
    await gh.close();
    await g.close();
  });

  const stored = async (name: string) =>
    (await gh.db.selectFrom('server_keys').select('value').where('name', '=', name).executeTakeFirstOrThrow())
      .value;

  it('generates a distinct secret per integration and a separate launch-token key', async () => {
    const demo = await stored(walletSecretKeyName('DEMO'));
    const lotto = await stored(walletSecretKeyName('LOTTO'));
    const launchKey = await stored(launchTokenKeyName);
    expect(new Set([demo, lotto, launchKey]).size).toBe(3);
    for (const key of [demo, lotto, launchKey]) expect(key.length).toBeGreaterThanOrEqual(43);

    const m = await createMember(gh);
    if ((await demoDeposit(g, m, '20.00')).statusCode !== 200) throw new Error('deposit failed');
    const token = await launchToken(g, m);
    expect(verifyLaunchToken(launchKey, token, Date.now())).not.toBeNull();
    expect(verifyLaunchToken(demo, token, Date.now())).toBeNull();
    // The in-process demo vendor signs with the generated DEMO secret: a real game opens and spins.
    expect(await openGame(g, m, pt)).toMatchObject({ mode: 'real', balance: '20.00' });
    const body = { memberId: m.id, nodeId: pt };
    expect(await outcome(protocolCall(g, 'balance', body, { secret: demo }))).toEqual([200, 'ok']);
    expect(await outcome(protocolCall(g, 'balance', body, { secret: lotto }))).toEqual(refused);
    expect(await outcome(protocolCall(g, 'balance', body, { integration: 'LOTTO', secret: lotto }))).toEqual([
      200,
      'ok',
    ]);
  });

  it('gives every process the same generated keys, even when they start together', async () => {
    const handles = [openTestDb(g), openTestDb(g), openTestDb(g)];
    try {
      const load = (handle: DatabaseHandle) =>
        loadVendorKeys(createSecurityRepository(handle.db), {
          integrations: ['RACE_A', 'RACE_B', 'DEMO'],
          vendors: { walletSecrets: {}, launchTokenKey: undefined },
          now: new Date().toISOString(),
        });
      const all = await Promise.all(handles.map(load));
      const view = (k: (typeof all)[number]) => [
        k.walletSecretFor('RACE_A'),
        k.walletSecretFor('RACE_B'),
        k.walletSecretFor('DEMO'),
        k.launchTokenKey,
      ];
      expect(new Set(all.map((k) => JSON.stringify(view(k)))).size).toBe(1);
      const [raceA, raceB, demo, launchKey] = view(all[0]!);
      expect(raceA).not.toBe(raceB);
      expect(demo).toBe(await stored(walletSecretKeyName('DEMO')));
      expect(launchKey).toBe(await stored(launchTokenKeyName));
      expect(all[0]!.walletSecretFor('LOTTO')).toBeUndefined();
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
  });
});
