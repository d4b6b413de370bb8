import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { runOperator } from '../../operator/commands.js';

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

describe('operator team commands', () => {
  it("prints an account's upline chain and its team by level", async () => {
    expect(await operator('team', 'show', 'demo_agent')).toEqual({
      code: 0,
      output: 'demo_agent: upline chain (none)\nteam of 27; level 1: 11; level 2: 12; level 3: 4',
    });
    expect((await operator('team', 'show', 'demo_sa3_player1')).output).toContain(
      'upline chain demo_subagent3 > demo_subagent1 > demo_agent',
    );
  });

  it('moves an account with its whole team, and refuses a circle', async () => {
    const moved = await operator('team', 'move', 'demo_subagent3', 'demo_subagent2');
    expect(moved.code).toBe(0);
    expect((await operator('team', 'show', 'demo_sa3_player2')).output).toContain(
      'upline chain demo_subagent3 > demo_subagent2 > demo_agent',
    );
    expect((await operator('team', 'show', 'demo_subagent1')).output).toContain('team of 6;');
    const circle = await operator('team', 'move', 'demo_subagent2', 'demo_sa3_player1');
    expect(circle).toEqual({
      code: 1,
      output:
        "demo_sa3_player1 is in demo_subagent2's own team: moving would make a circle. Nothing changed.",
    });
    expect((await operator('team', 'show', 'demo_subagent2')).output).toContain('team of 10;');
    expect((await operator('team', 'move', 'demo_subagent3', 'demo_subagent1')).code).toBe(0);
  });

  it('names an unknown account and refuses a malformed command', async () => {
    expect(await operator('team', 'show', 'nobody_here')).toEqual({
      code: 1,
      output: 'No account nobody_here in merchant DEMO.',
    });
    expect((await operator('team', 'move', 'demo_direct1')).code).toBe(2);
  });
});
