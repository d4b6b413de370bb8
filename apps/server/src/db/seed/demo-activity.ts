import type { FastifyInstance } from 'fastify';
import { fromMinor } from '@gp/contract/money';
import { sql } from 'kysely';
import { routes } from '@gp/contract/routes';
import type { AppConfig } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import { seedTeamActivity } from '../../modules/agent/team-activity-seed.js';
import { periodOf } from '../../modules/team-figures/periods.js';
import { slotBetLevels } from '../../modules/vendors/demo/slot-engine.js';
import { seedDemoContracts, settleDemoContracts } from '../../modules/contracts/seed-contracts.js';
import { seedSaferGamblingDemo } from '../../modules/safer-gambling/seed-demo.js';
import { seedSportsbookDemo } from '../../modules/vendors/demo/sports/seed-demo.js';
import { seedPointsDemo } from '../../modules/points/seed-demo.js';
import { seedReferralDemo } from '../../modules/referral/seed-demo.js';
import { seedMissionsDemo } from '../../modules/missions/seed-demo.js';
import { seedRafflesDemo } from '../../modules/raffle/seed-demo.js';
import type { RaffleDraw } from '../../modules/raffle/raffle-draw.js';
import type { ActivityHooks } from '../../lib/activity-hooks.js';
import type { SessionService } from '../../modules/session/session-service.js';
import type { Db } from '../database.js';
import { createSeedActors, valueOf, type SeedClock } from './seed-actors.js';
import { demoPaymentPassword } from './wallet-data.js';

/**
 * The demo member's activity (docs/decisions.md, "Demo activity seed"): on a fresh demo start every
 * record page of demo_member shows real figures. Nothing here writes a money row itself: each step is
 * a request to the app's own routes (cashier, wallet transfer, game launch, the demo vendor's spins
 * through the signed seamless-wallet protocol, leaveGame, withdrawal, lottery ticket, the welcome bonus
 * and a rebate claim), so balances,
 * journal entries and bet records are what the real services make of them and `ledger verify` stays
 * clean. The steps run on past days by moving the app's clock back while the seed runs (before the
 * server listens), so the records' date filters show them.
 */

export type { SeedClock } from './seed-actors.js';

/** The clock buildApp hands to every service: backdatable only when the activity seed is on. */
export const demoActivityClock = (config: Pick<AppConfig, 'seedDemoActivity'>, base: Clock): SeedClock => {
  if (!config.seedDemoActivity) return base;
  let offset = 0;
  const clock: SeedClock = () => (offset === 0 ? base() : new Date(base().getTime() - offset));
  clock.backdate = (ms) => {
    offset = ms;
  };
  return clock;
};

const hour = 60 * 60_000;
const day = 24 * hour;
const seedAccount = 'demo_member';

/** What the seed did (logged at start; tests read it). */
export interface DemoActivitySummary {
  seeded: boolean;
  reason?: 'no_demo_member' | 'has_activity';
  steps: number;
}

/**
 * Seeds demo_member's activity once: skipped when the member is missing or already has any journal
 * entry (a restart, or a database someone played on), so it never adds to real activity.
 */
export const seedDemoActivity = async (
  app: FastifyInstance,
  deps: {
    db: Db;
    sessions: SessionService;
    clock: SeedClock;
    /** The app's activity hooks: a seeded invitee's registration is told to the referral programme. */
    activity: ActivityHooks;
    /** The raffle draw: last week's demo raffle is drawn by the code the server's pass runs. */
    raffleDraw: RaffleDraw;
    config: Pick<AppConfig, 'merchantCode' | 'businessUtcOffsetMinutes'> & {
      auth: Pick<AppConfig['auth'], 'agentTypes'>;
    };
  },
): Promise<DemoActivitySummary> => {
  const { db, sessions, clock } = deps;
  const { merchantCode } = deps.config;
  const member = await db
    .selectFrom('members')
    .select('id')
    .where('merchant_code', '=', merchantCode)
    .where('account', '=', seedAccount)
    .executeTakeFirst();
  if (!member) return { seeded: false, reason: 'no_demo_member', steps: 0 };
  const activity = await db
    .selectFrom('journal_entries')
    .select('id')
    .where('member_id', '=', member.id)
    .limit(1)
    .executeTakeFirst();
  if (activity) return { seeded: false, reason: 'has_activity', steps: 0 };

  const seed = createSeedActors(app, { db, sessions, clock, merchantCode });
  const { at, play, deposit } = seed;
  const actor = () => seed.actor(member.id);
  /** A seeded promotion's id (none when an operator removed it). */
  const promotionOf = async (me: Awaited<ReturnType<typeof actor>>, key: string) =>
    (
      (await me.call('promotions', { query: { language: 'EN' } })) as {
        promotions: { id: number; key: string }[];
      }
    ).promotions.find((p) => p.key === key)?.id;

  // PT plays from the main wallet, PG from its own vendor wallet (filled and emptied by the launch's
  // automatic transfer and leaveGame). About 80,000 in, 20,000 held for a withdrawal: ~58,000 to play.
  // The welcome offer of the home banner: joined, matched on the first deposit (500, the cap) and its
  // turnover (5x) met by the first four rounds, so bonus details has a completed bonus.
  await at(6 * day + 3 * hour, async () => {
    const me = await actor();
    const welcome = await promotionOf(me, 'welcome-first-deposit');
    if (welcome) await me.call('promotionAction', { body: { id: welcome, action: 'join' } });
    // The daily cashback too: yesterday's rounds (below) make today's claim when they lost.
    const cashback = await promotionOf(me, 'daily-cashback');
    if (cashback) await me.call('promotionAction', { body: { id: cashback, action: 'join' } });
    await deposit(me, '30000.00');
    if (welcome) await me.call('promotionAction', { body: { id: welcome, action: 'claim' } });
    await play(me, 'PT', 4, '1000.00');
  });
  await at(5 * day + 5 * hour, async () => {
    const me = await actor();
    await me.call('walletTransfer', { body: { from: 'MAIN', to: 'PG', amount: '10000.00' } });
    await me.call('walletTransfer', { body: { from: 'PG', to: 'MAIN', amount: '10000.00' } });
    await play(me, 'PG', 4, '500.00');
  });
  await at(4 * day + 2 * hour, async () => {
    const me = await actor();
    await deposit(me, '30000.00');
    await play(me, 'PT', 3, '2000.00');
  });
  await at(3 * day + 6 * hour, async () => {
    const me = await actor();
    const bank = (await me.call('bankAccountBind', {
      body: { accountName: 'Demo Member', accountNumber: '110-456-789012', bankName: 'Demo Bank' },
    })) as { id: number };
    await me.call('withdraw', {
      body: { bankAccountId: bank.id, amount: '20000.00', paymentPassword: demoPaymentPassword },
    });
  });
  await at(2 * day + 4 * hour, async () => {
    const me = await actor();
    await deposit(me, '20000.00');
    await play(me, 'PG', 3, '1000.00');
  });
  // Limits set, and a raise asked, whose 24 hours have passed on a fresh start.
  await at(2 * day + 3 * hour, async () => seedSaferGamblingDemo(await actor()));
  // Business days: the steps below keep yesterday for the cashback's rounds alone (random wins on
  // other rounds of yesterday would make its net loss a gamble).
  const todayStart = Date.parse(periodOf('D', clock(), deps.config.businessUtcOffsetMinutes).start);
  const sinceToday = clock().getTime() - todayStart;
  // The day before yesterday at 20:00.
  await at(sinceToday + day + 4 * hour, async () => {
    const me = await actor();
    // Silver by now (seed-vip.ts): the level-up bonuses of Bronze and Silver, whose turnover (120) the
    // next rounds meet; the month's bonus stays to claim, so the VIP page and reward badge show both.
    await me.call('vipClaim', { body: { kind: 'LEVEL_UP' } });
    await play(me, 'PT', 3, '1000.00');
    // The rebate of the week's rounds, claimed once (manual rebate's history).
    await me.call('rebateClaim', { body: {} });
  });
  // Yesterday's only rounds, at 23:30 of its business day: spins until the day ends in a net loss, so
  // today's daily cashback has something to pay back (spins are random).
  await at(sinceToday + 30 * 60_000, async () => {
    const me = await actor();
    const yesterdayNet = async () => {
      const row = await db
        .selectFrom('bet_records')
        .select(sql<string>`cast(coalesce(sum(bet_minor - win_minor), 0) as text)`.as('loss'))
        .where('member_id', '=', member.id)
        .where('created_at', '>=', new Date(todayStart - day).toISOString())
        .where('created_at', '<', new Date(todayStart).toISOString())
        .executeTakeFirstOrThrow();
      return BigInt(row.loss);
    };
    // Each stake is the slot's smallest bet level covering what the day is up plus 200 (most spins
    // lose it whole), at most 5,000: the first is 200, and one win is at most 50 stakes.
    for (let spin = 0; spin < 40; spin += 1) {
      const net = await yesterdayNet();
      if (net >= 10_000n) break;
      const stake = slotBetLevels.find((level) => level >= 20_000n - net && level <= 500_000n) ?? 500_000n;
      await play(me, 'PT', 1, fromMinor(stake));
    }
  });
  // Tickets at the real now, on the next draw of a daily lottery: they stay open on a fresh start.
  const lottery = await db
    .selectFrom('lottery_games as l')
    .innerJoin('games as g', 'g.node_id', 'l.node_id')
    .select('g.game_code')
    .where('l.merchant_code', '=', merchantCode)
    .where('l.enabled', '=', 1)
    .orderBy('l.interval_seconds', 'desc')
    .orderBy('g.node_id')
    .executeTakeFirst();
  if (lottery) {
    const me = await actor();
    const draw = valueOf(
      'lottery draw',
      await app.inject({ url: routes.lotteryDraw.path, query: { gameCode: lottery.game_code } }),
    ) as { game: { gameCode: string; nextDraw: { drawNo: number } } };
    const slip = { gameCode: draw.game.gameCode, drawNo: draw.game.nextDraw.drawNo };
    await me.call('lotteryBet', {
      body: { ...slip, betType: 'D2', numbers: ['07', '42'], stake: '1000.00' },
    });
    await me.call('lotteryBet', { body: { ...slip, betType: 'D1', numbers: ['3'], stake: '500.00' } });
  }
  await seedSportsbookDemo(app, seed, { db, merchantCode, memberId: member.id });
  await seedReferralDemo(seed, { db, merchantCode, memberId: member.id, activity: deps.activity, clock });
  await seedPointsDemo(seed, member.id);
  await seedDemoContracts(seed, { db, merchantCode, clock, agentTypes: deps.config.auth.agentTypes });
  const team = await seedTeamActivity(seed, { db, merchantCode, clock });
  await settleDemoContracts({ db, merchantCode, clock, offsetMinutes: deps.config.businessUtcOffsetMinutes });
  // Today's rounds and claims, after the team's history (the leaderboard's week is today's).
  await seedMissionsDemo(seed, { db, merchantCode, memberId: member.id });
  await seedRafflesDemo(seed, { db, merchantCode, memberId: member.id, draw: deps.raffleDraw });
  // The seed's own sessions end here: nobody is left signed in as a seeded account.
  await seed.signOut();
  return { seeded: true, steps: seed.steps() + team };
};
