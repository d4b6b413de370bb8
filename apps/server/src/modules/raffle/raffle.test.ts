import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../config.js';
import type { DatabaseHandle } from '../../db/database.js';
import { systemClock } from '../../lib/clock.js';
import { operatorRun } from '../../test/operator-helpers.js';
import { buildTestApp, sameDatabase, type TestApp } from '../../test/build-test-app.js';
import { gameOf, playEnv, settleRound } from '../../test/play-helpers.js';
import {
  call,
  createMember,
  demoDeposit,
  mainBalance,
  openTestDb,
  type TestMember,
  valueOf,
} from '../../test/wallet-helpers.js';
import { createLedger } from '../wallet/ledger.js';
import { verifyLedger } from '../wallet/ledger-verify.js';
import { createRaffleDraw, drawWinners } from './raffle-draw.js';
import { createRaffleRepository } from './repository.js';

/** Raffles (issue 20): tickets from records, claimed to enter, drawn once by node:crypto, prizes paid. */
let t: TestApp;
let h: DatabaseHandle;
let slot: string;

beforeAll(async () => {
  t = await buildTestApp(playEnv);
  h = openTestDb(t);
  slot = (await gameOf(h, 'PT', 'RNG')).node_id;
});
afterAll(async () => {
  await h.close();
  await t.close();
});

interface RaffleView {
  id: number;
  title: string;
  status: string;
  earnedTickets: number;
  claimedTickets: number;
  totalTickets: number;
  winners: { rank: number; account: string; prize: string; me: boolean }[];
}
const operator = (...args: string[]) => operatorRun(t, ...args);
const addRaffle = async (title: string, prizes = '300,100') => {
  const { code, text } = await operator(
    'raffle',
    'add',
    'VALID_BET',
    '100',
    '7',
    prizes,
    ...title.split(' '),
  );
  expect(code).toBe(0);
  return Number(/Added raffle (\d+)/.exec(text)![1]);
};
const raffleOf = async (m: TestMember, id: number) => {
  const list = valueOf<{ raffles: RaffleView[] }>(await call(t, m, 'raffles', { query: { language: 'EN' } }));
  const found = list.raffles.find((r) => r.id === id);
  if (!found) throw new Error(`no raffle ${id}`);
  return found;
};
/** `npm run operator -- raffle draw ID` in a process of its own, on the test's database. */
const drawInAnotherProcess = (id: number) =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    let output = '';
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--conditions=source',
        'apps/server/src/operator/cli.ts',
        'raffle',
        'draw',
        String(id),
      ],
      { cwd: repoRoot, env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...sameDatabase(t) } },
    );
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
const claim = (m: TestMember, raffleId: number, key?: string) =>
  call(t, m, 'claimRafflePromotion', { body: { raffleId }, ...(key ? { key } : {}) });

describe('raffles', () => {
  it('gives a ticket per ticket amount of valid bets and raises the claim as more are earned', async () => {
    const id = await addRaffle('Tickets test');
    const m = await createMember(h);
    await demoDeposit(t, m, '5000');
    expect(await raffleOf(m, id)).toMatchObject({ status: 'open', earnedTickets: 0, claimedTickets: 0 });
    expect((await claim(m, id)).json()).toMatchObject({ code: 'raffle_not_claimable' });
    await settleRound(t, m, slot, { bet: '250.00', win: '0.00' });
    const copies = await Promise.all([claim(m, id, 'raffle-key-1'), claim(m, id, 'raffle-key-1')]);
    expect(copies.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await raffleOf(m, id)).toMatchObject({ earnedTickets: 2, claimedTickets: 2, totalTickets: 2 });
    expect((await claim(m, id)).json()).toMatchObject({ code: 'raffle_not_claimable' });
    await settleRound(t, m, slot, { bet: '100.00', win: '0.00' });
    valueOf(await claim(m, id));
    expect((await raffleOf(m, id)).claimedTickets).toBe(3);
  });

  it('is drawn exactly once when two processes draw it at the same time, and pays the winners', async () => {
    const id = await addRaffle('Two processes', '300,100,50');
    const players = [await createMember(h), await createMember(h)];
    for (const [i, m] of players.entries()) {
      await demoDeposit(t, m, '5000');
      await settleRound(t, m, slot, { bet: `${(i + 1) * 100}.00`, win: '0.00' });
      valueOf(await claim(m, id));
    }
    const before = await Promise.all(players.map((m) => mainBalance(t, m)));
    // Drawn at the same moment by this server's draw and by another process (the operator's command,
    // which ends the raffle now and draws it): one of them draws it.
    const other = drawInAnotherProcess(id);
    const here = createRaffleDraw({
      db: h.db,
      repo: createRaffleRepository(h.db),
      ledger: createLedger(h.db),
      clock: systemClock,
      merchantCode: 'DEMO',
    });
    let drewHere = false;
    for (const deadline = Date.now() + 60_000; Date.now() < deadline && !drewHere;) {
      // The server's pass: it draws the raffle once its draw time (set now by the other process) has come.
      drewHere = (await here.drawDue()).includes(id);
      const { status } = await h.db
        .selectFrom('raffles')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      if (status === 'drawn') break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const { code, output } = await other;
    const drewThere = code === 0 && output.includes(`Raffle ${id} drawn.`);
    expect([drewHere, drewThere].filter(Boolean)).toHaveLength(1);
    const winners = await h.db
      .selectFrom('raffle_winners')
      .select('rank')
      .where('raffle_id', '=', id)
      .execute();
    expect(winners).toHaveLength(2);
    const view = await raffleOf(players[0]!, id);
    expect(view.status).toBe('drawn');
    // Two players entered: the first two prizes are paid, one each.
    expect(view.winners.map((w) => [w.rank, w.prize])).toEqual([
      [1, '300.00'],
      [2, '100.00'],
    ]);
    const after = await Promise.all(players.map((m) => mainBalance(t, m)));
    const paid = after.map((b, i) => b - before[i]!).sort((a, b) => Number(a - b));
    expect(paid).toEqual([10_000n, 30_000n]);
    expect((await claim(players[0]!, id)).json()).toMatchObject({ code: 'raffle_not_claimable' });
    const list = valueOf<{ raffle: { id: number } | null; winners: { account: string }[] }>(
      await call(t, null, 'winnerRankList', { query: { raffleId: String(id) } }),
    );
    expect(list.raffle?.id).toBe(id);
    expect(list.winners.every((w) => w.account.includes('***'))).toBe(true);
    expect((await operator('raffle', 'draw', String(id))).code).toBe(1);
    expect((await verifyLedger(h.db)).problems).toEqual([]);
  });

  it('draws by tickets: a ticket index picks its holder, and each member wins once', () => {
    const entries = [
      { member_id: 1, tickets: 1 },
      { member_id: 2, tickets: 3 },
    ];
    expect(drawWinners(entries, 1, () => 0)[0]!.member_id).toBe(1);
    expect(drawWinners(entries, 1, () => 3)[0]!.member_id).toBe(2);
    expect(
      drawWinners(entries, 5)
        .map((w) => w.member_id)
        .sort(),
    ).toEqual([1, 2]);
    let firsts = 0;
    for (let i = 0; i < 20_000; i += 1) if (drawWinners(entries, 1)[0]!.member_id === 1) firsts += 1;
    // 1 ticket in 4: 25 % within five standard deviations (0.3 %).
    expect(Math.abs(firsts / 20_000 - 0.25)).toBeLessThan(0.015);
  });

  it('refuses guests, trial users and unknown raffles', async () => {
    expect((await call(t, null, 'raffles')).statusCode).toBe(401);
    expect(
      (await call(t, await createMember(h, { type: 4 }), 'claimRafflePromotion', { body: { raffleId: 1 } }))
        .statusCode,
    ).toBe(403);
    expect((await claim(await createMember(h), 999_999)).json()).toMatchObject({
      code: 'raffle_not_claimable',
    });
    expect(
      (await call(t, await createMember(h), 'claimRafflePromotion', { body: { raffleId: 'x' } })).statusCode,
    ).toBe(400);
  });

  it('keeps the ledger clean', async () => {
    expect((await verifyLedger(h.db)).problems).toEqual([]);
  });
});
