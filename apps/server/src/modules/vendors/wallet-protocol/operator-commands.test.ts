import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/database.js';
import { runOperator } from '../../../operator/commands.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { gameOf, playEnv, protocolCall, settleRound } from '../../../test/play-helpers.js';
import { fundedMember, minorOf, openTestDb } from '../../../test/wallet-helpers.js';
import { verifyLedger } from '../../wallet/ledger-verify.js';

/** `rounds open`: the bets a vendor has taken and not yet settled (issue 19). */
let t: TestApp;
let h: DatabaseHandle;
let pt: string;
beforeAll(async () => {
  t = await buildTestApp(playEnv);
  h = openTestDb(t);
  pt = (await gameOf(h, 'PT', 'RNG')).node_id;
});
afterAll(async () => {
  expect((await verifyLedger(h.db)).problems).toEqual([]);
  await h.close();
  await t.close();
});

const operator = async (...args: string[]) => {
  const lines: string[] = [];
  const code = await runOperator(args, t.config, { out: (l) => lines.push(l), err: (l) => lines.push(l) });
  return { code, lines };
};

/** The summary's last line: how many rounds are open and the real-money stakes they hold. */
const held = async () => {
  const { lines } = await operator('rounds', 'open');
  const last = lines.at(-1)!;
  if (last === 'No open rounds.') return { rounds: 0, stakes: '0.00' };
  const match = /^(\d+) open rounds; real-money stakes held: (\d+\.\d{2})$/.exec(last);
  if (!match) throw new Error(`unexpected summary: ${last}`);
  return { rounds: Number(match[1]), stakes: match[2]! };
};

describe('rounds open', () => {
  it('lists the stakes of open rounds, overall and per member, and forgets settled ones', async () => {
    const before = await held();
    const member = await fundedMember(t, h, '100.00');
    const { account } = member;
    expect((await operator('rounds', 'open', account)).lines).toEqual([`${account} has no open rounds.`]);

    const pending = randomUUID();
    const base = { roundId: pending, memberId: member.id, nodeId: pt };
    for (const amount of ['7.50', '2.50']) {
      const debit = await protocolCall(t, 'debit', { ...base, transactionId: randomUUID(), amount });
      expect(debit.statusCode).toBe(200);
    }
    // A win paid into the round that does not end it (an accumulator's first leg, a fishing batch).
    const partial = await protocolCall(t, 'credit', {
      ...base,
      transactionId: randomUUID(),
      amount: '4.00',
      roundEnded: false,
    });
    expect(partial.statusCode).toBe(200);
    // A settled round is not pending.
    await settleRound(t, member, pt, { bet: '5.00', win: '0.00' });

    const after = await held();
    expect(after.rounds).toBe(before.rounds + 1);
    expect(minorOf(after.stakes) - minorOf(before.stakes)).toBe(10_00n);
    const summary = (await operator('rounds', 'open')).lines;
    expect(summary[0]).toBe('integration\tgame type\tmoney\trounds\tstakes\twins so far\toldest');
    expect(summary.some((line) => /^DEMO\tRNG\treal\t\d+\t\d+\.\d{2}\t\d+\.\d{2}\t\S+$/.test(line))).toBe(
      true,
    );

    const mine = (await operator('rounds', 'open', account)).lines;
    expect(mine).toHaveLength(2);
    expect(mine[1]).toMatch(new RegExp(`^DEMO\\t${pending}\\t${pt}\\treal\\t10\\.00\\t4\\.00\\t\\S+$`));
  });

  it('refuses an unknown account and a malformed command', async () => {
    expect(await operator('rounds', 'open', 'no_such_member')).toEqual({
      code: 1,
      lines: ['No member no_such_member'],
    });
    expect((await operator('rounds', 'open', 'a', 'b')).code).toBe(2);
    expect((await operator('rounds', 'closed')).code).toBe(2);
  });
});
