import { afterAll, beforeAll, expect, it } from 'vitest';
import { runOperator } from '../../operator/commands.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

/** `contract grant|list|end|settle|show` (issue 16). */
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
