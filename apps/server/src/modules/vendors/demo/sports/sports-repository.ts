import type { Db } from '../../../../db/database.js';
import { moneyText, sumText } from '../../../wallet/ledger.js';
import type { DemoSportsBetsTable, DemoSportsLegsTable, DemoSportsResultsTable } from './tables.js';

export type NewBet = Omit<DemoSportsBetsTable, 'payout' | 'settled_at' | 'stake'> & {
  stake: bigint;
};
export type NewLeg = Omit<DemoSportsLegsTable, 'id' | 'bet_id' | 'leg_no' | 'outcome' | 'settled_revision'>;
export type ResultRow = Pick<
  DemoSportsResultsTable,
  'fixture_id' | 'status' | 'home_score' | 'away_score' | 'revision'
>;

const betColumns = [
  'bet_id',
  'member_id',
  'node_id',
  'mode',
  'odds',
  'status',
  'placed_at',
  'settled_at',
  'settles_at',
  moneyText('stake').as('stake'),
  moneyText('payout').as('payout'),
] as const;
export type BetRow = Omit<
  DemoSportsBetsTable,
  'stake' | 'payout' | 'session_hash' | 'placement' | 'claimed_at'
> & {
  stake: string;
  payout: string | null;
};
export type LegRow = Omit<DemoSportsLegsTable, 'id'>;

const resultColumns = ['fixture_id', 'status', 'home_score', 'away_score', 'revision'] as const;

/** SQL of the demo sportsbook: fixture results, bets and legs (tables.ts). */
export const createSportsRepository = (db: Db) => {
  const legsOf = async (betIds: readonly string[]): Promise<Map<string, LegRow[]>> => {
    const byBet = new Map<string, LegRow[]>(betIds.map((id) => [id, []]));
    if (betIds.length === 0) return byBet;
    const rows = await db
      .selectFrom('demo_sports_legs')
      .select([
        'bet_id',
        'leg_no',
        'fixture_id',
        'sport',
        'home',
        'away',
        'kickoff_at',
        'market',
        'selection',
        'odds',
        'outcome',
        'settled_revision',
      ])
      .where('bet_id', 'in', betIds)
      .orderBy('bet_id')
      .orderBy('leg_no')
      .execute();
    for (const row of rows) byBet.get(row.bet_id)!.push(row);
    return byBet;
  };

  const betsWithLegs = async (bets: BetRow[]) => {
    const legs = await legsOf(bets.map((b) => b.bet_id));
    return bets.map((bet) => ({ bet, legs: legs.get(bet.bet_id)! }));
  };

  return {
    results: async (fixtureIds: readonly string[]): Promise<ResultRow[]> =>
      fixtureIds.length === 0
        ? []
        : db
            .selectFrom('demo_sports_results')
            .select(resultColumns)
            .where('fixture_id', 'in', fixtureIds)
            .execute(),

    /** Inserts a drawn result unless the fixture has one (another process may race it). */
    insertResult: async (row: Omit<DemoSportsResultsTable, 'revision'>) =>
      (
        await db
          .insertInto('demo_sports_results')
          .values({ ...row, revision: 1 })
          .onConflict((oc) => oc.column('fixture_id').doNothing())
          .executeTakeFirst()
      ).numInsertedOrUpdatedRows === 1n,

    /**
     * The operator's change of a decided result: a new score, or cancelled; the revision goes up so
     * the sweep resettles what was settled on the old one. Only from `from` (the revision read).
     */
    changeResult: async (
      fixtureId: string,
      from: number,
      change: Pick<DemoSportsResultsTable, 'status' | 'home_score' | 'away_score' | 'decided_at'>,
    ) =>
      (
        await db
          .updateTable('demo_sports_results')
          .set({ ...change, revision: from + 1 })
          .where('fixture_id', '=', fixtureId)
          .where('revision', '=', from)
          .executeTakeFirst()
      ).numUpdatedRows === 1n,

    /** Places the bet and its legs in one transaction; false when the placement is already there. */
    insertBet: (bet: NewBet, legs: readonly NewLeg[]) =>
      db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('demo_sports_bets')
          .values(bet)
          .onConflict((oc) => oc.columns(['session_hash', 'placement']).doNothing())
          .executeTakeFirst();
        if (inserted.numInsertedOrUpdatedRows !== 1n) return false;
        await trx
          .insertInto('demo_sports_legs')
          .values(legs.map((leg, i) => ({ ...leg, bet_id: bet.bet_id, leg_no: i + 1 })))
          .execute();
        return true;
      }),

    betByPlacement: async (sessionHash: string, placement: string) => {
      const bet = await db
        .selectFrom('demo_sports_bets')
        .select(betColumns)
        .where('session_hash', '=', sessionHash)
        .where('placement', '=', placement)
        .executeTakeFirst();
      return bet ? (await betsWithLegs([bet]))[0] : undefined;
    },

    betById: async (betId: string) => {
      const bet = await db
        .selectFrom('demo_sports_bets')
        .select(betColumns)
        .where('bet_id', '=', betId)
        .executeTakeFirst();
      return bet ? (await betsWithLegs([bet]))[0] : undefined;
    },

    /** Moves a bet on from one status (a placement's debit answered; a settlement or void done). */
    setStatus: async (betId: string, from: DemoSportsBetsTable['status'], to: Partial<DemoSportsBetsTable>) =>
      (
        await db
          .updateTable('demo_sports_bets')
          .set(to)
          .where('bet_id', '=', betId)
          .where('status', '=', from)
          .executeTakeFirst()
      ).numUpdatedRows === 1n,

    /** A member's bets in one book (game), open ones and the latest settled. */
    betsOf: async (memberId: number, nodeId: string, mode: 'real' | 'free', settledLimit: number) => {
      const base = db
        .selectFrom('demo_sports_bets')
        .select(betColumns)
        .where('member_id', '=', memberId)
        .where('node_id', '=', nodeId)
        .where('mode', '=', mode);
      const open = await base
        .where('status', 'in', ['placing', 'open', 'settling'])
        .orderBy('placed_at', 'desc')
        .orderBy('bet_id')
        .execute();
      const settled = await base
        .where('status', 'in', ['settled', 'resettling', 'void', 'refused'])
        .orderBy('placed_at', 'desc')
        .orderBy('bet_id')
        .limit(settledLimit)
        .execute();
      return { open: await betsWithLegs(open), settled: await betsWithLegs(settled) };
    },

    /**
     * Claims bets for the sweep: due open bets (settles_at passed), settled bets whose legs were
     * settled on an older result revision, placements left on the way, and claims gone stale.
     */
    dueBetIds: async (now: string, staleClaim: string, limit: number) => {
      const due = await db
        .selectFrom('demo_sports_bets')
        .select(['bet_id', 'status'])
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'open'), eb('settles_at', '<=', now)]),
            eb.and([
              eb('status', 'in', ['placing', 'settling', 'resettling']),
              eb('claimed_at', '<', staleClaim),
            ]),
          ]),
        )
        .orderBy('settles_at')
        .limit(limit)
        .execute();
      const stale = await db
        .selectFrom('demo_sports_legs as l')
        .innerJoin('demo_sports_results as r', 'r.fixture_id', 'l.fixture_id')
        .innerJoin('demo_sports_bets as b', 'b.bet_id', 'l.bet_id')
        .select(['b.bet_id', 'b.status'])
        .distinct()
        .where('b.status', '=', 'settled')
        .whereRef('l.settled_revision', '<', 'r.revision')
        .limit(limit)
        .execute();
      return [...due, ...stale];
    },

    /** Takes a bet for settling or resettling; only one process wins it. */
    claim: async (
      betId: string,
      from: DemoSportsBetsTable['status'],
      to: 'settling' | 'resettling' | 'placing',
      now: string,
      staleClaim: string,
    ) => {
      let q = db
        .updateTable('demo_sports_bets')
        .set({ status: to, claimed_at: now })
        .where('bet_id', '=', betId)
        .where('status', '=', from);
      if (from === to) q = q.where('claimed_at', '<', staleClaim);
      return (await q.executeTakeFirst()).numUpdatedRows === 1n;
    },

    /** Records each leg's outcome and the result revision it was settled on. */
    settleLegs: (
      betId: string,
      legs: ReadonlyArray<{ legNo: number; outcome: LegRow['outcome']; revision: number }>,
    ) =>
      db.transaction().execute(async (trx) => {
        for (const leg of legs) {
          await trx
            .updateTable('demo_sports_legs')
            .set({ outcome: leg.outcome, settled_revision: leg.revision })
            .where('bet_id', '=', betId)
            .where('leg_no', '=', leg.legNo)
            .execute();
        }
      }),

    /**
     * Fixtures that open bets wait on: the bets (singles and accumulators) that include each and
     * their stakes, soonest kick-off first.
     */
    openFixtures: () =>
      db
        .selectFrom('demo_sports_legs as l')
        .innerJoin('demo_sports_bets as b', 'b.bet_id', 'l.bet_id')
        .select((eb) => [
          'l.fixture_id',
          'l.sport',
          'l.home',
          'l.away',
          'l.kickoff_at',
          eb.fn.countAll<number | string>().as('bets'),
          sumText('b.stake').as('stakes'),
        ])
        .where('b.status', 'in', ['open', 'settling'])
        .where('b.mode', '=', 'real')
        .groupBy(['l.fixture_id', 'l.sport', 'l.home', 'l.away', 'l.kickoff_at'])
        .orderBy('l.kickoff_at')
        .orderBy('l.fixture_id')
        .execute(),

    /** Open bets with a leg on the fixture, each with every fixture it waits on. */
    openBetsOn: async (fixtureId: string) => {
      const rows = await db
        .selectFrom('demo_sports_legs as l')
        .innerJoin('demo_sports_bets as b', 'b.bet_id', 'l.bet_id')
        .innerJoin('demo_sports_legs as mine', 'mine.bet_id', 'b.bet_id')
        .select(['b.bet_id', 'l.fixture_id'])
        .where('mine.fixture_id', '=', fixtureId)
        .where('b.status', '=', 'open')
        .orderBy('b.bet_id')
        .execute();
      const byBet = new Map<string, string[]>();
      for (const row of rows) byBet.set(row.bet_id, [...(byBet.get(row.bet_id) ?? []), row.fixture_id]);
      return [...byBet].map(([betId, fixtureIds]) => ({ betId, fixtureIds }));
    },

    /** Brings an open bet's settlement forward (never back). */
    settleOpenBetBy: (betId: string, at: string) =>
      db
        .updateTable('demo_sports_bets')
        .set({ settles_at: at })
        .where('bet_id', '=', betId)
        .where('status', '=', 'open')
        .where('settles_at', '>', at)
        .execute(),

    /** Bets that were settled on a fixture (the operator's commands report them). */
    settledOnFixture: async (fixtureId: string) =>
      Number(
        (
          await db
            .selectFrom('demo_sports_legs as l')
            .innerJoin('demo_sports_bets as b', 'b.bet_id', 'l.bet_id')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .where('l.fixture_id', '=', fixtureId)
            .where('b.status', 'in', ['settled', 'resettling'])
            .executeTakeFirstOrThrow()
        ).n,
      ),
  };
};
export type SportsRepository = ReturnType<typeof createSportsRepository>;
