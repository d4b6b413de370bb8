import { afterAll, beforeAll, expect, it } from 'vitest';
import { runOperator } from '../../operator/commands.js';
import { demo, loginValue } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { call } from '../../test/wallet-helpers.js';

/** `contract grant|list|end|settle|show|settings` (issue 16). */
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

it('grants an agent a tiered contract, lists it, ends it and settles', async () => {
  const granted = await operator('contract', 'grant', 'demo_subagent2', 'DIVIDEND', 'W', '10', '15@100000/5');
  expect(granted.code).toBe(0);
  expect(granted.output).toMatch(
    /^Granted: (\d+)\tDIVIDEND\/W\tdemo_subagent2\tfrom operator\tSIGNED\t10%@0.00\/0 15%@100000.00\/5$/,
  );
  const id = /^Granted: (\d+)/.exec(granted.output)![1]!;
  expect((await operator('contract', 'list', 'demo_subagent2')).output).toContain(
    `${id}\tDIVIDEND/W\tdemo_subagent2\tfrom operator\tSIGNED\ttop 15%`,
  );
  expect((await operator('contract', 'end', id)).output).toMatch(
    /^Ended: \d+\tDIVIDEND\/W\tdemo_subagent2\tfrom operator\tTERMINATED/,
  );
  expect(await operator('contract', 'settle')).toMatchObject({ code: 0 });
  expect((await operator('contract', 'settle')).output).toMatch(/^Settled \d+ contract period\(s\)\.$/);
});

it('refuses a member, a bad tier, a wrong period and a malformed command', async () => {
  expect(await operator('contract', 'grant', 'demo_member', 'DAILY', 'D', '1')).toEqual({
    code: 1,
    output: 'Operator command failed: demo_member is no agent',
  });
  expect((await operator('contract', 'grant', 'demo_agent', 'DAILY', 'D', '1%')).output).toContain(
    'Not a tier: 1%',
  );
  expect((await operator('contract', 'grant', 'demo_agent', 'DAILY', 'W', '1')).code).toBe(1);
  expect((await operator('contract', 'grant', 'demo_agent', 'DAILY', 'X', '1')).code).toBe(2);
  expect((await operator('contract', 'show', '999999')).output).toBe('No settlement 999999.');
  expect((await operator('contract', 'end')).code).toBe(2);
});

it('prints the merchant contract switches and turns a kind off and on again for offers and pages', async () => {
  const switches = await operator('contract', 'settings');
  expect(switches.code).toBe(0);
  expect(switches.output).toContain('divtypereq\ton');
  expect(switches.output.split('\n')).toHaveLength(8);

  const off = await operator('contract', 'settings', 'divtypereq=off', 'divtypeinfo=off');
  expect(off.output).toContain('divtypereq\toff\ncontracthoursalreq\ton');
  expect(off.output).toContain('divtypeinfo\toff');
  // An agent's consolidated info (which opens the pages) and its offers follow at once.
  const { token } = await loginValue(t.app, demo.agent);
  const agent = { id: 0, account: demo.agent.username, token };
  const info = await call(t, agent, 'consolidated');
  expect(info.json<{ value: { divtypereq: boolean; dailysalreqtype: boolean } }>().value).toMatchObject({
    divtypereq: false,
    dailysalreqtype: true,
  });
  const offer = await call(t, agent, 'agentContractOffer', {
    body: {
      kind: 'DIVIDEND',
      period: 'W',
      account: 'demo_subagent2',
      tiers: [{ minValidBet: '0', minActiveMembers: 0, rate: '1' }],
    },
  });
  expect(offer.json<{ code: string }>().code).toBe('contract_kind_disabled');

  expect((await operator('contract', 'settings', 'divtypereq=on', 'divtypeinfo=on')).output).toContain(
    'divtypereq\ton',
  );
  expect((await operator('contract', 'settings', 'divtypereq=maybe')).code).toBe(2);
  expect((await operator('contract', 'settings', 'funds=on')).code).toBe(2);
});
