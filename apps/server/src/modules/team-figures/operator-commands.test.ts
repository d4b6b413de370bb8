import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { runOperator } from '../../operator/commands.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { gameOf, playEnv, settleRound } from '../../test/play-helpers.js';
import { addSession, demoDeposit, openTestDb } from '../../test/wallet-helpers.js';

/** `figures rebuild|show` and the rebuild after `team move` (issue 16). */
let t: TestApp;
let h: DatabaseHandle;
beforeAll(async () => {
  t = await buildTestApp(playEnv);
  h = openTestDb(t);
});
afterAll(async () => {
  await h.close();
  await t.close();
});

const operator = async (...args: string[]) => {
  const lines: string[] = [];
  const code = await runOperator(args, t.config, { out: (l) => lines.push(l), err: (l) => lines.push(l) });
  return { code, output: lines.join('\n') };
};

/** The "today" team line of `figures show`: its bet count and stake. */
const todayTeam = async (account: string) => {
  const line = (await operator('figures', 'show', account)).output
    .split('\n')
    .find((l) => l.startsWith('today\tteam'));
  const [, , bets, bet] = line!.split('\t');
  return { bets: Number(bets), bet };
};

it("prints an account's figures, and a team move takes the moved team's history along", async () => {
  const player = await h.db
    .selectFrom('members')
    .select(['id', 'account'])
    .where('account', '=', 'demo_sa3_player1')
    .executeTakeFirstOrThrow();
  const member = { ...player, token: await addSession(h, player.id) };
  expect((await demoDeposit(t, member, '100')).statusCode).toBe(200);
  const nodeId = (await gameOf(h, 'PT', 'RNG')).node_id;
  await settleRound(t, member, nodeId, { bet: '12.00', win: '0.00' });

  expect(await todayTeam('demo_subagent1')).toEqual({ bets: 1, bet: '12.00' });
  expect(await todayTeam('demo_subagent2')).toEqual({ bets: 0, bet: '0.00' });
  const moved = await operator('team', 'move', 'demo_subagent3', 'demo_subagent2');
  expect(moved.code).toBe(0);
  expect(moved.output).toMatch(/Team figures rebuilt \(\d+ rows\)\./);
  expect(await todayTeam('demo_subagent1')).toEqual({ bets: 0, bet: '0.00' });
  expect(await todayTeam('demo_subagent2')).toEqual({ bets: 1, bet: '12.00' });
  expect(await todayTeam('demo_agent')).toEqual({ bets: 1, bet: '12.00' });
  expect((await operator('team', 'move', 'demo_subagent3', 'demo_subagent1')).code).toBe(0);
});

it('rebuilds on demand, and refuses an unknown account or a malformed command', async () => {
  const rebuilt = await operator('figures', 'rebuild');
  expect(rebuilt).toMatchObject({ code: 0 });
  expect(rebuilt.output).toMatch(/^Team figures of merchant DEMO rebuilt: \d+ rows at UTC offset 0 min\.$/);
  expect(await operator('figures', 'show', 'nobody_here')).toEqual({
    code: 1,
    output: 'No account nobody_here in merchant DEMO.',
  });
  expect((await operator('figures', 'show')).code).toBe(2);
  expect((await operator('figures', 'rebuild', 'now')).code).toBe(2);
});
