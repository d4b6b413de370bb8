import { routes } from '@gp/contract/routes';
import { isFlagEnabled, type WhitelabelNode } from '@gp/contract/whitelabel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOperator } from '../../operator/commands.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const operator = async (...args: string[]) => {
  const lines: string[] = [];
  const code = await runOperator(args, t.config, { out: (l) => lines.push(l), err: (l) => lines.push(l) });
  return { code, output: lines.join('\n') };
};
/** Whether the site's whitelabel answer has the switch on (it and every switch above it). */
const switchOf = async (modId: string) => {
  const res = await t.app.inject({ url: routes.whitelabel.path });
  return isFlagEnabled(res.json<{ value: WhitelabelNode[] }>().value, modId);
};

describe('operator switch commands', () => {
  it('lists the switches and turns one on and off for every visitor at once', async () => {
    const list = await operator('switch', 'list');
    expect(list.code).toBe(0);
    expect(list.output).toContain('LOGIN2FA3\toff\tLOGIN3');
    expect(await operator('switch', 'on', 'LOGIN2FA3')).toEqual({
      code: 0,
      output: 'LOGIN2FA3 is now ON for merchant DEMO.',
    });
    expect(await switchOf('LOGIN2FA3')).toBe(true);
    expect((await operator('switch', 'off', 'LOGIN2FA3')).code).toBe(0);
    expect(await switchOf('LOGIN2FA3')).toBe(false);
  });

  it('names an unknown switch and refuses a malformed command', async () => {
    expect(await operator('switch', 'on', 'NOPE3')).toEqual({
      code: 1,
      output: 'No switch NOPE3 for merchant DEMO; see: npm run operator -- switch list',
    });
    expect((await operator('switch', 'on', 'login2fa3')).code).not.toBe(0);
    expect((await operator('switch', 'toggle', 'LOGIN2FA3')).code).not.toBe(0);
  });
});
