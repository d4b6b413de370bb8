import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { runOperator } from './operator/commands.js';
import { productionConfigProblems, StartRefusedError, weakSecretProblems } from './start-checks.js';
import { buildTestApp, operatorPreparedForProduction, productionSettings } from './test/build-test-app.js';
import { call, createMember, demoDeposit, openTestDb } from './test/wallet-helpers.js';

/** Production start refusals (issue 13, defect 3): each names the setting to change. */
const strong = 'q7Vt2Lx9-Pz4Rk8Wm1Ny6Bc3Hd5Jf0Gs_Ua';

describe('secret rules', () => {
  it('refuses unset, short, placeholder and weak values, naming the variable', () => {
    const problems = weakSecretProblems([
      ['UNSET_KEY', undefined],
      ['BLANK_KEY', '   '],
      ['SHORT_KEY', 'q7Vt2Lx9Pz4Rk8Wm'],
      ['EXAMPLE_KEY', 'example-key-of-at-least-32-characters!'],
      ['CHANGE_ME_KEY', 'change-me-change-me-change-me-change-me'],
      ['REPEATED_KEY', 'abababababababababababababababab'],
      ['SEQUENCE_KEY', 'abcdefghijklmnopqrstuvwxyz0123456789'],
    ]);
    expect(problems.map((p) => p.split(':')[0])).toEqual([
      'UNSET_KEY',
      'BLANK_KEY',
      'SHORT_KEY',
      'EXAMPLE_KEY',
      'CHANGE_ME_KEY',
      'REPEATED_KEY',
      'SEQUENCE_KEY',
    ]);
    expect(problems[0]).toMatch(/must be set in production/);
  });

  it('accepts random values and never prints a secret', () => {
    const list = Object.entries(productionSettings()).filter(([name]) => name !== 'SMTP_URL');
    expect(weakSecretProblems([...list, ['OTHER_KEY', strong]])).toEqual([]);
    const refused = weakSecretProblems([['SHORT_KEY', 'q7Vt2Lx9Pz4Rk8Wm']]).join('\n');
    expect(refused).not.toContain('q7Vt2Lx9Pz4Rk8Wm');
  });
});

describe('production settings', () => {
  const production = (env: Record<string, string>) =>
    productionConfigProblems(loadConfig({ NODE_ENV: 'production', ...productionSettings(), ...env }));

  it('passes a production configuration, and never checks outside production', () => {
    expect(production({})).toEqual([]);
    expect(productionConfigProblems(loadConfig({ SEED_DEMO: 'true', SMS_PROVIDER: 'outbox' }))).toEqual([]);
  });

  it('turns the demo seed off by default in production and refuses it when asked for', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(production({ SEED_DEMO: 'true' })).toEqual([
      expect.stringMatching(/^SEED_DEMO: .*SEED_DEMO=false/),
    ]);
  });

  it('refuses a production without an SMTP server', () => {
    const withoutMail = loadConfig({ NODE_ENV: 'production', ...productionSettings(), SMTP_URL: '' });
    expect(productionConfigProblems(withoutMail)).toEqual([expect.stringMatching(/^SMTP_URL: /)]);
  });

  it('refuses the SMS outbox', () => {
    expect(production({ SMS_PROVIDER: 'outbox' })).toEqual([expect.stringMatching(/^SMS_PROVIDER: /)]);
    expect(production({ SMS_PROVIDER: 'disabled' })).toEqual([]);
  });

  it('refuses generated, example or weak secrets', () => {
    const problems = productionConfigProblems(loadConfig({ NODE_ENV: 'production' }));
    expect(problems.map((p) => p.split(': ')[0])).toEqual([
      'SMTP_URL',
      'CHALLENGE_HMAC_KEY',
      'VENDOR_SECRETS:DEMO',
      'VENDOR_SECRETS:LOTTO',
      'LAUNCH_TOKEN_KEY',
    ]);
    expect(
      production({
        CHALLENGE_HMAC_KEY: 'replace-this-with-a-long-random-value',
        VENDOR_SECRETS: `DEMO:${strong},LOTTO:${strong.split('').reverse().join('')}`,
        LAUNCH_TOKEN_KEY: 'abcdefghij-0123456789-ABCDEFGHIJ-xyz',
      }),
    ).toEqual([
      expect.stringMatching(/^CHALLENGE_HMAC_KEY: looks like an example/),
      expect.stringMatching(/^LAUNCH_TOKEN_KEY: looks like an example/),
    ]);
  });
});

describe('production start', () => {
  it('refuses to build with a bad setting, before touching the database', async () => {
    const attempt = buildTestApp({ NODE_ENV: 'production', SEED_DEMO: 'true' });
    await expect(attempt).rejects.toBeInstanceOf(StartRefusedError);
    await expect(attempt).rejects.toThrow(
      /SEED_DEMO[\s\S]*CHALLENGE_HMAC_KEY[\s\S]*VENDOR_SECRETS:DEMO[\s\S]*LAUNCH_TOKEN_KEY/,
    );
  });

  it('refuses the demo accounts and an enabled instant deposit channel until the operator fixes them', async () => {
    const seededOnly = buildTestApp(
      { NODE_ENV: 'production', ...productionSettings() },
      {},
      {
        beforeBuild: async (config) => {
          expect(await runOperator(['seed'], config, { out: () => {}, err: () => {} })).toBe(0);
        },
      },
    );
    await expect(seededOnly).rejects.toThrow(
      /demo_member, demo_agent, demo_trial, demo_init [\s\S]*npm run operator -- demo-accounts lock[\s\S]*npm run operator -- deposit-channel disable DEMO/,
    );

    const t = await buildTestApp(
      { NODE_ENV: 'production', ...productionSettings() },
      {},
      { beforeBuild: operatorPreparedForProduction },
    );
    const h = openTestDb(t);
    try {
      const member = await createMember(h);
      const res = await call(t, member, 'depositChannels');
      const codes = res.json<{ value: { channels: { code: string }[] } }>().value.channels.map((c) => c.code);
      expect(codes).toEqual(['BANK']);
      // Switched off means refused too, not only hidden.
      expect((await demoDeposit(t, member, '100')).json()).toMatchObject({ code: 'invalid_deposit_channel' });
      const lines: string[] = [];
      const io = { out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };
      expect(await runOperator(['deposit-channel', 'list'], t.config, io)).toBe(0);
      expect(lines.join('\n')).toMatch(/^DEMO\tinstant\toff\t/m);
      expect(await runOperator(['deposit-channel', 'disable', 'NOPE'], t.config, io)).toBe(1);
      expect(lines.at(-1)).toMatch(/no deposit channel NOPE/);
      // The locked demo accounts have no usable password left, nor a session.
      const demo = await h.db
        .selectFrom('members')
        .select(['account', 'password_hash', 'payment_password_hash'])
        .where('account', 'in', ['demo_member', 'demo_agent', 'demo_trial', 'demo_init'])
        .execute();
      expect(demo.length).toBe(4);
      for (const m of demo) expect([m.password_hash, m.payment_password_hash]).toEqual(['!', null]);
    } finally {
      await h.close();
      await t.close();
    }
  });
});
