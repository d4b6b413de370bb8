import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { callSignatureValid, signCall } from './signing.js';
import { loadVendorKeys, vendorSecretSettings } from './vendor-secrets.js';

const demoSecret = 'demo-secret-0123456789abcdef0123456789abcd';
const lottoSecret = 'lotto-secret-0123456789abcdef0123456789abc';
const launchKey = 'launch-key-0123456789abcdef0123456789abcdef';

/** The ConfigError message of an environment, or 'ok'. */
const configProblem = (env: Record<string, string>): string => {
  try {
    loadConfig(env);
    return 'ok';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('VENDOR_SECRETS and LAUNCH_TOKEN_KEY', () => {
  it('reads one secret per integration (names upper-cased) and the launch-token key', () => {
    const { vendors } = loadConfig({
      VENDOR_SECRETS: ` demo:${demoSecret} , LOTTO:${lottoSecret}`,
      LAUNCH_TOKEN_KEY: launchKey,
    });
    expect(vendors.walletSecrets).toEqual({ DEMO: demoSecret, LOTTO: lottoSecret });
    expect(vendors.launchTokenKey).toBe(launchKey);
    expect(loadConfig({}).vendors).toMatchObject({ walletSecrets: {}, launchTokenKey: undefined });
  });

  it('refuses malformed, short, repeated and shared secrets without echoing any secret', () => {
    const cases: [Record<string, string>, string][] = [
      [{ VENDOR_SECRETS: demoSecret }, 'entry 1 must be INTEGRATION:secret'],
      [{ VENDOR_SECRETS: `:${demoSecret}` }, 'entry 1 must be INTEGRATION:secret'],
      [{ VENDOR_SECRETS: `DEMO:${demoSecret},LOT.TO:${lottoSecret}` }, 'entry 2 must be'],
      [{ VENDOR_SECRETS: 'DEMO:short-secret' }, 'the secret of DEMO must be at least 32 characters'],
      [{ VENDOR_SECRETS: `DEMO:${demoSecret},demo:${lottoSecret}` }, 'DEMO is named twice'],
      [{ VENDOR_SECRETS: `DEMO:${demoSecret},LOTTO:${demoSecret}` }, 'DEMO and LOTTO share a secret'],
      [{ LAUNCH_TOKEN_KEY: 'too-short' }, 'LAUNCH_TOKEN_KEY: must be at least 32 characters'],
      [
        { VENDOR_SECRETS: `DEMO:${demoSecret}`, LAUNCH_TOKEN_KEY: demoSecret },
        'LAUNCH_TOKEN_KEY: must differ from every VENDOR_SECRETS secret',
      ],
    ];
    for (const [env, expected] of cases) {
      const message = configProblem(env);
      expect(message).toContain(expected);
      for (const secret of [demoSecret, lottoSecret, 'short-secret', 'too-short']) {
        expect(message).not.toContain(secret);
      }
    }
  });

  it('refuses the removed VENDOR_SHARED_SECRET with what replaced it', () => {
    expect(configProblem({ VENDOR_SHARED_SECRET: demoSecret })).toContain(
      'VENDOR_SHARED_SECRET: was removed: set one secret per integration in VENDOR_SECRETS, and LAUNCH_TOKEN_KEY',
    );
  });

  it('refuses to start with a secret for an integration that does not exist', async () => {
    const repo = {
      findKey: () => Promise.resolve(undefined),
      insertKeyIfAbsent: (_name: string, value: string) => Promise.resolve(value),
    };
    await expect(
      loadVendorKeys(repo, {
        integrations: ['DEMO', 'LOTTO'],
        vendors: { walletSecrets: { DEMO: demoSecret, LOTO: lottoSecret }, launchTokenKey: undefined },
        now: new Date().toISOString(),
      }),
    ).rejects.toThrow('VENDOR_SECRETS names unknown integrations: LOTO (known: DEMO, LOTTO)');
  });

  it('lists the secret settings with their value and whether each was configured', () => {
    const { vendors } = loadConfig({ VENDOR_SECRETS: `DEMO:${demoSecret}` });
    expect(vendorSecretSettings(vendors, ['DEMO', 'LOTTO'])).toEqual([
      { name: 'VENDOR_SECRETS:DEMO', value: demoSecret, configured: true },
      { name: 'VENDOR_SECRETS:LOTTO', value: undefined, configured: false },
      { name: 'LAUNCH_TOKEN_KEY', value: undefined, configured: false },
    ]);
  });
});

describe('call signatures', () => {
  it('cover the integration name: the same secret does not make a DEMO signature valid for LOTTO', () => {
    const call = { integration: 'DEMO', timestamp: '1700000000000', rawBody: '{"memberId":1}' };
    const signature = signCall(demoSecret, call);
    expect(callSignatureValid(demoSecret, call, signature)).toBe(true);
    expect(callSignatureValid(demoSecret, { ...call, integration: 'LOTTO' }, signature)).toBe(false);
    expect(callSignatureValid(lottoSecret, call, signature)).toBe(false);
  });
});
