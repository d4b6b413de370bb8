import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DemoSportsBoard, SportsBet, SportsFixture } from '@gp/contract/demo-sports';
import type { BetRecordsValue } from '@gp/contract/play';
import type { DatabaseHandle } from '../../../../db/database.js';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.js';
import { launchTokenOf, openGame, playEnv, protocolCall, spin } from '../../../../test/play-helpers.js';
import { createSportsRepository } from './sports-repository.js';
import { demoVendorPaths } from '@gp/contract/demo-vendor';
import { routes } from '@gp/contract/routes';
import { bearer } from '../../../../test/auth-helpers.js';
import {
  betsOf,
  boardOf,
  decideFixture,
  legOn,
  placeSportsBet,
  sportsbookGame,
} from '../../../../test/sportsbook-helpers.js';
import {
  call,
  createMember,
  demoDeposit,
  mainBalance,
  openTestDb,
  sessionsSeenAt,
  type TestMember,
} from '../../../../test/wallet-helpers.js';
import { verifyLedger } from '../../../wallet/ledger-verify.js';
import { fixtureById } from './fixtures.js';
import { runOperator } from '../../../../operator/commands.js';

/**
 * The demo vendor's sportsbook (issue 19): bets debited when placed, open (pending rounds) until their
 * fixtures' results, then credited with roundEnded; voids rolled back; corrected results resettled.
 */
let now = Date.UTC(2026, 10, 28, 12, 0, 0);
let t: TestApp;
let h: DatabaseHandle;
let book: string;

beforeAll(async () => {
  t = await buildTestApp(playEnv, { clock: () => new Date(now) });
  h = openTestDb(t);
  book = await sportsbookGame(h);
});
/** Each test starts two days on, with every earlier bet settled: the sweeps it counts are its own. */
beforeEach(async () => {
  now += 2 * 24 * 3_600_000;
  while ((await t.app.sportsbook.sweep()) > 0);
});
afterAll(async () => {
  expect((await verifyLedger(h.db)).problems).toEqual([]);
  await h.close();
  await t.close();
});

/** The member's main balance at the test's time (its session kept alive across the clock's moves). */
const balanceOf = async (member: TestMember) => {
  await sessionsSeenAt(h, member.id, new Date(now));
  return mainBalance(t, member);
};
/** The member's bets as a page opened now sees them (a game session ends four hours after it opened). */
const betsNow = async (member: TestMember) => {
  await sessionsSeenAt(h, member.id, new Date(now));
  return betsOf(t, (await openGame(t, member, book)).sessionToken);
};
/** The member centre's bet records (spec 2.6): settled records and, above them, pending bets. */
const recordsOf = async (member: TestMember) => {
  await sessionsSeenAt(h, member.id, new Date(now));
  const res = await call(t, member, 'betRecords', { query: {} });
  if (res.statusCode !== 200) throw new Error(`records failed: ${res.body}`);
  return res.json<{ value: BetRecordsValue }>().value;
};
const pace = () => t.config.vendors.sportsPace;
const resultTime = (fixtureId: string) => fixtureById(fixtureId, pace())!.resultAt;

/** A new funded member at the sportsbook, and the board as the page sees it. */
const bettor = async (amount = '1000.00', node = book) => {
  const member = await createMember(h);
  await sessionsSeenAt(h, member.id, new Date(now));
  if ((await demoDeposit(t, member, amount)).statusCode !== 200) throw new Error('deposit failed');
  const game = await openGame(t, member, node);
  return { member, token: game.sessionToken, board: await boardOf(t, game.sessionToken) };
};
const fixturesOf = (board: DemoSportsBoard, sport: string): SportsFixture[] =>
  board.sports.find((s) => s.key === sport)!.fixtures;

const roundOf = (betId: string) =>
  h.db
    .selectFrom('game_rounds')
    .select(['status', 'bet', 'win'])
    .where('round_id', '=', betId)
    .executeTakeFirst();
const betRecordOf = (betId: string) =>
  h.db
    .selectFrom('bet_records')
    .select([
      (eb) => eb.cast<string>('bet_minor', 'text').as('bet'),
      (eb) => eb.cast<string>('win_minor', 'text').as('win'),
    ])
    .where('round_id', '=', betId)
    .executeTakeFirst();
const minor = (amount: string) => BigInt(amount.replace('.', ''));
const money = (minorUnits: bigint) => (Number(minorUnits) / 100).toFixed(2);
/** A score on which the selection of a 1X2 or winner market wins. */
const winningScore = (selection: string): [number, number] =>
  selection === 'home' ? [1, 0] : selection === 'away' ? [0, 1] : [1, 1];

const placed = async (placing: ReturnType<typeof placeSportsBet>): Promise<SportsBet> => {
  const res = await placing;
  if (res.statusCode !== 200) throw new Error(`bet failed: ${res.body}`);
  return res.json<{ value: { bet: SportsBet } }>().value.bet;
};

describe('sportsbook board', () => {
  it('lists each sport of the book with its markets, and takes no spins', async () => {
    const { token, board } = await bettor();
    expect(board.book).toBe('sports');
    expect(board.sports.map((s) => s.key)).toEqual(['football', 'basketball', 'tennis']);
    const football = fixturesOf(board, 'football');
    expect(football).toHaveLength(12);
    expect(football[0]!.kickoffAt).toBeGreaterThan(now);
    expect(football[0]!.markets.map((m) => m.kind)).toEqual([
      '1x2',
      'handicap',
      'handicap',
      'handicap',
      'total',
      'total',
      'total',
    ]);
    expect(football[0]!.markets[0]!.selections.map((s) => s.key)).toEqual(['home', 'draw', 'away']);
    expect(board.limits).toEqual({
      minStake: '1.00',
      maxStake: '5000.00',
      maxPayout: '100000.00',
      maxLegs: 10,
    });
    expect((await spin(t, token, '1.00')).json()).toMatchObject({ success: false, code: 'invalid_bet' });

    const esports = await bettor('10.00', await sportsbookGame(h, 'esports'));
    expect(esports.board.book).toBe('esports');
    expect(esports.board.sports.map((s) => s.key)).toEqual(['cs2', 'lol', 'dota2']);
  });
});

describe('sports provider launch (relay GCS_gameLaunchFB)', () => {
  const launchFB = (member: TestMember | null, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: routes.gameLaunchFB.path,
      headers: member ? bearer(member.token) : {},
      payload: body,
    });

  it('opens the sportsbook of the first sports provider, or of the one named', async () => {
    const { member } = await bettor('10.00');
    const launched = await launchFB(member, { language: 'EN' });
    expect(launched.statusCode).toBe(200);
    const value = launched.json<{ value: { url: string; nodeId: string; vassalage: string; mode: string } }>()
      .value;
    expect(value).toMatchObject({ nodeId: book, mode: 'real' });
    const session = await t.app.inject({
      method: 'POST',
      url: demoVendorPaths.session,
      payload: { token: launchTokenOf(value.url) },
    });
    expect(session.json()).toMatchObject({ value: { rules: { kind: 'sportsbook', book: 'sports' } } });

    const esports = await launchFB(member, { vassalage: 'IMES', freeTrial: true });
    expect(esports.json()).toMatchObject({ value: { vassalage: 'IMES', mode: 'free' } });
    expect((await launchFB(member, { vassalage: 'NOPE' })).json()).toMatchObject({ code: 'game_not_found' });
    expect((await launchFB(member, { vassalage: 7 })).statusCode).toBe(400);
    expect((await launchFB(null, {})).statusCode).toBe(401);
  });
});

describe('sportsbook bets', () => {
  it('debits a single at once, keeps it open (a pending round) and pays it at the result time', async () => {
    const { member, token, board } = await bettor('1000.00');
    const fixture = fixturesOf(board, 'football')[0]!;
    const leg = legOn(fixture);
    const bet = await placed(placeSportsBet(t, token, { stake: '100.00', legs: [leg] }));
    expect(bet).toMatchObject({
      kind: 'single',
      status: 'open',
      stake: '100.00',
      odds: leg.odds,
      payout: null,
    });
    expect(await balanceOf(member)).toBe(90_000n);
    expect(await roundOf(bet.betId)).toMatchObject({ status: 'open' });
    expect(await betRecordOf(bet.betId)).toBeUndefined();
    expect((await betsOf(t, token)).open.map((b) => b.betId)).toEqual([bet.betId]);
    const pending = await recordsOf(member);
    expect(pending.pending).toEqual([
      expect.objectContaining({ roundId: bet.betId, gameType: 'SPORTS', bet: '100.00', status: 'pending' }),
    ]);
    expect(pending.content).toEqual([]);
    expect(pending.totals).toMatchObject({ rounds: 0, bet: '0.00' });

    now = resultTime(fixture.id) - 1;
    expect(await t.app.sportsbook.sweep()).toBe(0);
    now = resultTime(fixture.id);
    expect(await t.app.sportsbook.sweep()).toBe(1);
    const mine = await betsNow(member);
    expect(mine.open).toEqual([]);
    const settled = mine.settled[0]!;
    const result = settled.legs[0]!.result!;
    if (result === 'cancelled') {
      expect(settled).toMatchObject({ status: 'void', payout: '100.00' });
      expect(await roundOf(bet.betId)).toMatchObject({ status: 'rolled_back' });
    } else {
      const [home, away] = result.split('-').map(Number) as [number, number];
      const won =
        (leg.selection === 'home' && home > away) ||
        (leg.selection === 'away' && away > home) ||
        (leg.selection === 'draw' && home === away);
      const payout = won ? (10_000n * minor(leg.odds)) / 100n : 0n;
      expect(settled).toMatchObject({ status: 'settled', payout: money(payout) });
      expect(settled.legs[0]!.outcome).toBe(won ? 'won' : 'lost');
      expect(await betRecordOf(bet.betId)).toEqual({ bet: '10000', win: String(payout) });
      expect(await balanceOf(member)).toBe(90_000n + payout);
      const records = await recordsOf(member);
      expect(records.pending).toEqual([]);
      expect(records.content.map((r) => r.roundId)).toEqual([bet.betId]);
    }
    expect(await t.app.sportsbook.sweep()).toBe(0);
  });

  it('settles an accumulator once its last fixture has a result, a half-won quarter line at (1 + odds) / 2', async () => {
    const { member, token, board } = await bettor('1000.00');
    const football = fixturesOf(board, 'football')[0]!;
    const tennis = fixturesOf(board, 'tennis')[1]!;
    const quarter = football.markets.find(
      (m) => m.kind === 'handicap' && Math.abs(Number(m.line) * 4) % 2 === 1,
    )!;
    const homeLine = Number(quarter.line);
    // The side that can win half: by `lead` goals, its line lands a quarter short of a whole goal.
    const side = Number.isInteger(homeLine - 0.25) ? 'home' : 'away';
    const lead = side === 'home' ? 0.25 - homeLine : 0.25 + homeLine;
    const [home, away] = (side === 'home') === lead >= 0 ? [Math.abs(lead), 0] : [0, Math.abs(lead)];
    const odds = quarter.selections.find((sel) => sel.key === side)!.odds!;
    const legs = [
      { fixtureId: football.id, market: quarter.key, selection: side, odds } as const,
      legOn(tennis),
    ];
    const bet = await placed(placeSportsBet(t, token, { stake: '10.00', legs }));
    expect(bet.kind).toBe('accumulator');
    expect(bet.odds).toBe(money((minor(legs[0]!.odds) * minor(legs[1]!.odds)) / 100n));
    await decideFixture(h, football.id, home, away, new Date(now));
    now = resultTime(football.id);
    expect(await t.app.sportsbook.sweep()).toBe(0);
    expect((await betsNow(member)).open).toHaveLength(1);

    const tennisLeg = legs[1]!;
    const [tennisHome, tennisAway] = tennisLeg.selection === 'home' ? [2, 1] : [1, 2];
    await decideFixture(h, tennis.id, tennisHome, tennisAway, new Date(now));
    now = Math.max(now, resultTime(tennis.id));
    expect(await t.app.sportsbook.sweep()).toBe(1);
    const settled = (await betsNow(member)).settled[0]!;
    expect(settled.legs.map((l) => l.outcome)).toEqual(['half_won', 'won']);
    const payout = (1000n * (100n + minor(legs[0]!.odds)) * minor(tennisLeg.odds)) / 200n / 100n;
    expect(settled.payout).toBe(money(payout));
    expect(await balanceOf(member)).toBe(100_000n - 1000n + payout);
  });

  it('refuses changed odds unless the player accepts changes, closed markets and bets outside the limits', async () => {
    const { token, board } = await bettor('10000.00');
    const [first, second] = fixturesOf(board, 'basketball');
    const leg = legOn(first!);
    const moved = { ...leg, odds: (Number(leg.odds) + 0.05).toFixed(2) };
    const refuse = async (body: Parameters<typeof placeSportsBet>[2], code: string) =>
      expect((await placeSportsBet(t, token, body)).json()).toMatchObject({ success: false, code });
    await refuse({ stake: '10.00', legs: [moved] }, 'odds_changed');
    const accepted = await placed(
      placeSportsBet(t, token, { stake: '10.00', legs: [moved], acceptOddsChanges: true }),
    );
    expect(accepted.odds).toBe(leg.odds);

    await refuse({ stake: '0.50', legs: [leg] }, 'sports_bet_limit');
    await refuse({ stake: '5000.01', legs: [leg] }, 'sports_bet_limit');
    await refuse(
      {
        stake: '10.00',
        legs: [
          leg,
          {
            ...leg,
            market: first!.markets[1]!.key,
            selection: 'home',
            odds: first!.markets[1]!.selections[0]!.odds!,
          },
        ],
      },
      'invalid_bet',
    );
    await refuse({ stake: '10.00', legs: [{ ...leg, market: 'corners:9' }] }, 'invalid_bet');
    await refuse({ stake: '10.00', legs: [{ ...leg, market: '1x2' }] }, 'invalid_bet');
    const esports = await bettor('10.00', await sportsbookGame(h, 'esports'));
    await refuse({ stake: '10.00', legs: [legOn(esports.board.sports[0]!.fixtures[0]!)] }, 'invalid_bet');
    const bad = await placeSportsBet(t, token, {
      stake: '10.00',
      legs: Array.from({ length: 11 }, () => leg),
    });
    expect(bad.statusCode).toBe(400);
    const unauthenticated = await t.app.inject({ method: 'GET', url: '/demo-vendor/api/sports' });
    expect(unauthenticated.json()).toMatchObject({ success: false, code: 'game_session_invalid' });

    now = second!.kickoffAt;
    await refuse({ stake: '10.00', legs: [legOn(second!)] }, 'market_closed');
  });

  it('places a resent bet once, even when the resends race', async () => {
    const { member, token, board } = await bettor('1000.00');
    const leg = legOn(fixturesOf(board, 'tennis')[2]!);
    const body = { placement: 'resend-0001-race', stake: '25.00', legs: [leg] };
    const answers = await Promise.all(Array.from({ length: 8 }, () => placeSportsBet(t, token, body)));
    const ids = new Set(
      answers
        .filter((a) => a.statusCode === 200)
        .map((a) => a.json<{ value: { bet: SportsBet } }>().value.bet.betId),
    );
    expect(ids.size).toBe(1);
    expect(await balanceOf(member)).toBe(100_000n - 2_500n);
  });
});

const operator = async (...args: string[]) => {
  const lines: string[] = [];
  const code = await runOperator(args, t.config, { out: (l) => lines.push(l), err: (l) => lines.push(l) });
  return { code, lines };
};

describe('sportsbook back office', () => {
  it('lists what open bets wait on, calls a fixture off and refuses what it cannot do', async () => {
    const { token, board } = await bettor('1000.00');
    const fixture = fixturesOf(board, 'tennis')[6]!;
    await placed(placeSportsBet(t, token, { stake: '40.00', legs: [legOn(fixture)] }));
    const open = await operator('sports', 'open');
    expect(open.code).toBe(0);
    expect(open.lines).toContainEqual(expect.stringMatching(new RegExp(`^${fixture.id}\t.*\t1\t40\\.00$`)));
    expect((await operator('rounds', 'open')).lines.some((l) => l.includes('\tSPORTS\treal\t'))).toBe(true);

    expect(await operator('sports', 'result', fixture.id, '2-x')).toEqual({
      code: 1,
      lines: ['The score is HOME-AWAY, e.g. 2-1'],
    });
    expect(await operator('sports', 'result', fixture.id, '2-0')).toEqual({
      code: 1,
      lines: [`Fixture ${fixture.id} has no result yet`],
    });
    expect((await operator('sports', 'cancel', 'chess-1')).code).toBe(1);
    expect(await operator('sports', 'cancel', fixture.id)).toEqual({
      code: 0,
      lines: [`Cancelled ${fixture.id}; 0 settled bet(s) will be resettled by the running server.`],
    });
    expect(fixturesOf(await boardOf(t, token), 'tennis').map((f) => f.id)).not.toContain(fixture.id);
  });
});

describe('sportsbook voids and resettlement', () => {
  it('voids a single on a cancelled fixture by rolling its debit back; an accumulator counts the leg as 1', async () => {
    const { member, token, board } = await bettor('1000.00');
    const [cancelled, played] = fixturesOf(board, 'football').slice(3, 5);
    const single = await placed(placeSportsBet(t, token, { stake: '50.00', legs: [legOn(cancelled!)] }));
    const legs = [legOn(cancelled!), legOn(played!)];
    const acca = await placed(placeSportsBet(t, token, { stake: '10.00', legs }));
    expect(await t.app.sportsbook.cancelFixture(cancelled!.id)).toEqual({ resettles: 0 });
    // A fixture called off before its kick-off leaves the board and takes no bets.
    expect(fixturesOf(await boardOf(t, token), 'football').map((f) => f.id)).not.toContain(cancelled!.id);
    expect(
      (await placeSportsBet(t, token, { stake: '10.00', legs: [legOn(cancelled!)] })).json(),
    ).toMatchObject({ code: 'market_closed' });

    // Called off, the single need not wait for the fixture's result time: the next pass voids it.
    expect(await t.app.sportsbook.sweep()).toBe(1);
    await decideFixture(h, played!.id, ...winningScore(legs[1]!.selection), new Date(now));
    now = resultTime(played!.id);
    expect(await t.app.sportsbook.sweep()).toBe(1);
    const settled = (await betsNow(member)).settled;
    const bySingle = settled.find((b) => b.betId === single.betId)!;
    expect(bySingle).toMatchObject({ status: 'void', payout: '50.00' });
    expect(bySingle.legs[0]).toMatchObject({ result: 'cancelled', outcome: 'void' });
    expect(await roundOf(single.betId)).toMatchObject({ status: 'rolled_back' });
    expect(await betRecordOf(single.betId)).toBeUndefined();
    const byAcca = settled.find((b) => b.betId === acca.betId)!;
    expect(byAcca.legs.map((l) => l.outcome)).toEqual(['void', 'won']);
    const payout = (1000n * minor(legs[1]!.odds)) / 100n;
    expect(byAcca.payout).toBe(money(payout));
    expect(await balanceOf(member)).toBe(100_000n - 1_000n + payout);
  });

  it('resettles a corrected result: the platform moves the difference, once, days after the bet', async () => {
    const { member, token, board } = await bettor('1000.00');
    const fixture = fixturesOf(board, 'tennis')[4]!;
    const leg = legOn(fixture);
    const bet = await placed(placeSportsBet(t, token, { stake: '100.00', legs: [leg] }));
    const [lose, win] =
      leg.selection === 'home'
        ? [
            [0, 2],
            [2, 0],
          ]
        : [
            [2, 0],
            [0, 2],
          ];
    await decideFixture(h, fixture.id, lose[0]!, lose[1]!, new Date(now));
    // Three days on: the launch token and the game session have long expired.
    now = resultTime(fixture.id) + 3 * 24 * 3_600_000;
    expect(await t.app.sportsbook.sweep()).toBe(1);
    expect(await balanceOf(member)).toBe(90_000n);
    expect(await betRecordOf(bet.betId)).toEqual({ bet: '10000', win: '0' });

    expect(await t.app.sportsbook.correctResult(fixture.id, { home: win[0]!, away: win[1]! })).toEqual({
      resettles: 1,
    });
    const [a, b] = await Promise.all([t.app.sportsbook.sweep(), t.app.sportsbook.sweep()]);
    expect(a + b).toBe(1);
    const payout = (10_000n * minor(leg.odds)) / 100n;
    expect(await balanceOf(member)).toBe(90_000n + payout);
    expect(await betRecordOf(bet.betId)).toEqual({ bet: '10000', win: String(payout) });
    expect(await t.app.sportsbook.sweep()).toBe(0);

    // Called off after all: the stake comes back, as a corrected result of the settled round.
    expect(await t.app.sportsbook.cancelFixture(fixture.id)).toEqual({ resettles: 1 });
    expect(await t.app.sportsbook.sweep()).toBe(1);
    expect(await balanceOf(member)).toBe(100_000n);
    const [shown] = (await betsNow(member)).settled;
    expect(shown).toMatchObject({ betId: bet.betId, status: 'void', payout: '100.00' });
    await expect(t.app.sportsbook.correctResult(fixture.id, { home: 1, away: 2 })).rejects.toThrow(
      /cancelled/,
    );
  });

  it('rolls back a placement whose debit never answered, and refuses that debit when it comes late', async () => {
    const { member, board } = await bettor('1000.00');
    const fixture = fixturesOf(board, 'football')[2]!;
    const leg = legOn(fixture);
    const betId = '00000000-0000-4000-8000-00000000abcd';
    // What a process leaves behind when it stops between writing the bet and hearing its debit.
    const placedAt = new Date(now).toISOString();
    await createSportsRepository(h.db).insertBet(
      {
        bet_id: betId,
        session_hash: 'lost-process',
        placement: 'lost-placement-1',
        member_id: member.id,
        node_id: book,
        mode: 'real',
        stake: 5_000n,
        odds: Number(leg.odds.replace('.', '')),
        status: 'placing',
        claimed_at: placedAt,
        settles_at: new Date(resultTime(fixture.id)).toISOString(),
        placed_at: placedAt,
      },
      [
        {
          fixture_id: fixture.id,
          sport: 'football',
          home: fixture.home,
          away: fixture.away,
          kickoff_at: new Date(fixture.kickoffAt).toISOString(),
          market: leg.market,
          selection: leg.selection,
          odds: Number(leg.odds.replace('.', '')),
        },
      ],
    );
    expect(await t.app.sportsbook.sweep()).toBe(0);
    now += 31_000;
    expect(await t.app.sportsbook.sweep()).toBe(1);
    const late = await protocolCall(
      t,
      'debit',
      { transactionId: `${betId}:bet`, roundId: betId, memberId: member.id, nodeId: book, amount: '50.00' },
      { timestamp: now },
    );
    expect(late.json()).toMatchObject({ success: false, code: 'transaction_cancelled' });
    expect(await balanceOf(member)).toBe(100_000n);
    const [shown] = (await betsNow(member)).settled;
    expect(shown).toMatchObject({ betId, status: 'refused' });
  });

  it('settles each due bet once when sweeps race', async () => {
    const { member, token, board } = await bettor('1000.00');
    const fixtures = fixturesOf(board, 'basketball').slice(5, 9);
    const bets = await Promise.all(
      fixtures.map(async (f) => placed(placeSportsBet(t, token, { stake: '10.00', legs: [legOn(f)] }))),
    );
    now = Math.max(...fixtures.map((f) => resultTime(f.id)));
    const done = await Promise.all(Array.from({ length: 6 }, () => t.app.sportsbook.sweep()));
    expect(done.reduce((s, n) => s + n, 0)).toBe(bets.length);
    const mine = await betsNow(member);
    const paid = mine.settled
      .filter((b) => bets.some((x) => x.betId === b.betId))
      .reduce((s, b) => s + minor(b.payout!), 0n);
    expect(await balanceOf(member)).toBe(100_000n - 4_000n + paid);
  });
});
