import type { Db } from '../../../../db/database.js';
import { moneyText } from '../../../wallet/ledger.js';

export interface SeatKey {
  nodeId: string;
  roundNo: number;
  sessionHash: string;
}

/** A card table's seat is another player's this round (holdBets answers 'taken'). */
class SeatTaken extends Error {}

export interface NewBet {
  area: string;
  amount: bigint;
}

const roundColumns = [
  'round_id',
  'node_id',
  'round_no',
  'game',
  'session_hash',
  'member_id',
  'mode',
  'status',
  'pending',
  moneyText('stake').as('stake'),
  moneyText('win').as('win'),
] as const;

/** SQL of the demo vendor's live tables: results, each player's round (seat) and its bets. */
export const createLiveRepository = (db: Db) => ({
  /** The round's stored result, if any. */
  result: async (nodeId: string, roundNo: number): Promise<string | undefined> =>
    (
      await db
        .selectFrom('demo_live_results')
        .select('result')
        .where('node_id', '=', nodeId)
        .where('round_no', '=', roundNo)
        .executeTakeFirst()
    )?.result,

  /** Inserts the result unless one is there (another process may race it); the first insert wins. */
  insertResult: (nodeId: string, roundNo: number, result: string, now: string) =>
    db
      .insertInto('demo_live_results')
      .values({ node_id: nodeId, round_no: roundNo, result, decided_at: now })
      .onConflict((oc) => oc.columns(['node_id', 'round_no']).doNothing())
      .execute(),

  /** The table's latest results before `beforeRound`, newest first. */
  recentResults: (nodeId: string, beforeRound: number, limit: number) =>
    db
      .selectFrom('demo_live_results')
      .select(['round_no', 'result'])
      .where('node_id', '=', nodeId)
      .where('round_no', '<', beforeRound)
      .orderBy('round_no', 'desc')
      .limit(limit)
      .execute(),

  /** The player's round at this table round, created open on first use. */
  seat: async (
    key: SeatKey,
    fresh: {
      roundId: string;
      game: string;
      memberId: number;
      mode: 'real' | 'free';
      closesAt: string;
      now: string;
    },
  ) => {
    await db
      .insertInto('demo_live_rounds')
      .values({
        round_id: fresh.roundId,
        node_id: key.nodeId,
        round_no: key.roundNo,
        game: fresh.game,
        session_hash: key.sessionHash,
        member_id: fresh.memberId,
        mode: fresh.mode,
        closes_at: fresh.closesAt,
        stake: 0n,
        win: 0n,
        pending: 0,
        status: 'open',
        created_at: fresh.now,
      })
      .onConflict((oc) => oc.columns(['node_id', 'round_no', 'session_hash']).doNothing())
      .execute();
    return db
      .selectFrom('demo_live_rounds')
      .select(roundColumns)
      .where('node_id', '=', key.nodeId)
      .where('round_no', '=', key.roundNo)
      .where('session_hash', '=', key.sessionHash)
      .executeTakeFirstOrThrow();
  },

  /**
   * Holds a placement's bets as pending while the round is open and its bets are not closed: the
   * round's row is updated first (its lock serialises placements and the settlement's claim), then the
   * area totals so far are read under that lock and handed to `fits`, which refuses by throwing.
   * False when the round no longer takes bets.
   */
  holdBets: (
    roundId: string,
    placement: string,
    bets: readonly NewBet[],
    now: string,
    fits: (placed: ReadonlyMap<string, bigint>) => void,
    /** A card table's seats: each area is claimed for this round (its key keeps it one player's). */
    seats?: { nodeId: string; roundNo: number; player: string },
  ) =>
    db
      .transaction()
      .execute(async (trx): Promise<'held' | 'closed' | 'taken'> => {
        const held = await trx
          .updateTable('demo_live_rounds')
          .set((eb) => ({ pending: eb('pending', '+', 1) }))
          .where('round_id', '=', roundId)
          .where('status', '=', 'open')
          .where('closes_at', '>', now)
          .executeTakeFirst();
        if (held.numUpdatedRows !== 1n) return 'closed';
        if (seats) {
          const areas = bets.map((bet) => bet.area);
          await trx
            .insertInto('demo_live_seat_holders')
            .values(
              areas.map((area) => ({
                node_id: seats.nodeId,
                round_no: seats.roundNo,
                area,
                round_id: roundId,
                player: seats.player,
              })),
            )
            .onConflict((oc) => oc.columns(['node_id', 'round_no', 'area']).doNothing())
            .execute();
          const holders = await trx
            .selectFrom('demo_live_seat_holders')
            .select('round_id')
            .where('node_id', '=', seats.nodeId)
            .where('round_no', '=', seats.roundNo)
            .where('area', 'in', areas)
            .execute();
          // Another player's seat: the transaction ends without a trace of this placement.
          if (holders.some((h) => h.round_id !== roundId)) throw new SeatTaken();
        }
        const placed = await trx
          .selectFrom('demo_live_bets')
          .select(['area', moneyText('amount').as('amount')])
          .where('round_id', '=', roundId)
          .execute();
        const totals = new Map<string, bigint>();
        for (const row of placed) totals.set(row.area, (totals.get(row.area) ?? 0n) + BigInt(row.amount));
        fits(totals);
        await trx
          .insertInto('demo_live_bets')
          .values(
            bets.map((bet) => ({
              round_id: roundId,
              placement,
              area: bet.area,
              amount: bet.amount,
              status: 'pending' as const,
              created_at: now,
            })),
          )
          .execute();
        return 'held';
      })
      .catch((error: unknown) => {
        if (error instanceof SeatTaken) return 'taken' as const;
        throw error;
      }),

  /**
   * The placement's debit was booked: its bets count and the round's stake grows. False when the
   * sweeper dropped the placement meanwhile (it rolled the debit back).
   */
  acceptBets: (roundId: string, placement: string, amount: bigint) =>
    db.transaction().execute(async (trx) => {
      const accepted = await trx
        .updateTable('demo_live_bets')
        .set({ status: 'accepted' })
        .where('round_id', '=', roundId)
        .where('placement', '=', placement)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (accepted.numUpdatedRows === 0n) return false;
      await trx
        .updateTable('demo_live_rounds')
        .set((eb) => ({ pending: eb('pending', '-', 1), stake: eb('stake', '+', amount) }))
        .where('round_id', '=', roundId)
        .execute();
      return true;
    }),

  /** The placement's debit was refused or rolled back: its pending bets go (once). */
  dropBets: (roundId: string, placement: string) =>
    db.transaction().execute(async (trx) => {
      const dropped = await trx
        .deleteFrom('demo_live_bets')
        .where('round_id', '=', roundId)
        .where('placement', '=', placement)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (dropped.numDeletedRows === 0n) return;
      await trx
        .updateTable('demo_live_rounds')
        .set((eb) => ({ pending: eb('pending', '-', 1) }))
        .where('round_id', '=', roundId)
        .execute();
      // A seat held by nothing but the dropped placement is free again.
      await trx
        .deleteFrom('demo_live_seat_holders')
        .where('round_id', '=', roundId)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('demo_live_bets')
                .select('demo_live_bets.id')
                .whereRef('demo_live_bets.round_id', '=', 'demo_live_seat_holders.round_id')
                .whereRef('demo_live_bets.area', '=', 'demo_live_seat_holders.area'),
            ),
          ),
        )
        .execute();
    }),

  /** How many seats are held at each of these table rounds ("node#round" -> count; absent when none). */
  seatCounts: async (keys: ReadonlyArray<{ nodeId: string; roundNo: number }>) => {
    const wanted = new Set(keys.map((k) => `${k.nodeId}#${k.roundNo}`));
    const rows = await db
      .selectFrom('demo_live_seat_holders')
      .select(['node_id', 'round_no', (eb) => eb.fn.countAll<number | string>().as('held')])
      .where('node_id', 'in', [...new Set(keys.map((k) => k.nodeId))])
      .where('round_no', 'in', [...new Set(keys.map((k) => k.roundNo))])
      .groupBy(['node_id', 'round_no'])
      .execute();
    const counts = new Map<string, number>();
    for (const row of rows) {
      const key = `${row.node_id}#${row.round_no}`;
      if (wanted.has(key)) counts.set(key, Number(row.held));
    }
    return counts;
  },

  /** Who holds each seat of a card table's round, and what they have staked on it (accepted bets). */
  seatHolders: (nodeId: string, roundNo: number) =>
    db
      .selectFrom('demo_live_seat_holders as h')
      .leftJoin('demo_live_bets as b', (join) =>
        join
          .onRef('b.round_id', '=', 'h.round_id')
          .onRef('b.area', '=', 'h.area')
          .on('b.status', '=', 'accepted'),
      )
      .select(['h.area', 'h.player', 'h.round_id'])
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('b.amount'), eb.lit(0)).as('stake'))
      .where('h.node_id', '=', nodeId)
      .where('h.round_no', '=', roundNo)
      .groupBy(['h.area', 'h.player', 'h.round_id'])
      .orderBy('h.area')
      .execute(),

  /** Placements still pending since before `before` (their debit's fate unknown). */
  stalePlacements: (before: string) =>
    db
      .selectFrom('demo_live_bets')
      .innerJoin('demo_live_rounds', 'demo_live_rounds.round_id', 'demo_live_bets.round_id')
      .select([
        'demo_live_bets.round_id',
        'demo_live_bets.placement',
        'demo_live_rounds.member_id',
        'demo_live_rounds.node_id',
        'demo_live_rounds.mode',
      ])
      .where('demo_live_bets.status', '=', 'pending')
      .where('demo_live_bets.created_at', '<', before)
      .groupBy([
        'demo_live_bets.round_id',
        'demo_live_bets.placement',
        'demo_live_rounds.member_id',
        'demo_live_rounds.node_id',
        'demo_live_rounds.mode',
      ])
      .execute(),

  /** Rounds whose bets closed and that wait for settlement (or whose settler stopped half-way). */
  dueRounds: (now: string, staleClaim: string, limit: number) =>
    db
      .selectFrom('demo_live_rounds')
      .select(['round_id', 'node_id', 'round_no'])
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'open'), eb('closes_at', '<=', now)]),
          eb.and([eb('status', '=', 'settling'), eb('claimed_at', '<', staleClaim)]),
        ]),
      )
      .orderBy('closes_at')
      .limit(limit)
      .execute(),

  /** The table round's player rounds still to settle. */
  openRoundsOf: (nodeId: string, roundNo: number) =>
    db
      .selectFrom('demo_live_rounds')
      .select('round_id')
      .where('node_id', '=', nodeId)
      .where('round_no', '=', roundNo)
      .where('status', 'in', ['open', 'settling'])
      .execute(),

  /**
   * Claims a player's round for settlement: bets closed, open with no placement on its way, or a
   * claim gone stale. Only one settler wins; the others get undefined.
   */
  claim: async (roundId: string, now: string, staleClaim: string) => {
    const claimed = await db
      .updateTable('demo_live_rounds')
      .set({ status: 'settling', claimed_at: now })
      .where('round_id', '=', roundId)
      .where('closes_at', '<=', now)
      .where('pending', '=', 0)
      .where((eb) =>
        eb.or([
          eb('status', '=', 'open'),
          eb.and([eb('status', '=', 'settling'), eb('claimed_at', '<', staleClaim)]),
        ]),
      )
      .executeTakeFirst();
    if (claimed.numUpdatedRows !== 1n) return undefined;
    const round = await db
      .selectFrom('demo_live_rounds')
      .select(roundColumns)
      .where('round_id', '=', roundId)
      .executeTakeFirstOrThrow();
    const bets = await db
      .selectFrom('demo_live_bets')
      .select(['area', moneyText('amount').as('amount')])
      .where('round_id', '=', roundId)
      .where('status', '=', 'accepted')
      .execute();
    return { round, bets: bets.map((b) => ({ area: b.area, amount: BigInt(b.amount) })) };
  },

  finish: (roundId: string, change: { status: 'settled' | 'void'; win: bigint; now: string }) =>
    db
      .updateTable('demo_live_rounds')
      .set({ status: change.status, win: change.win, settled_at: change.now })
      .where('round_id', '=', roundId)
      .where('status', '=', 'settling')
      .execute(),

  /** Whether this placement was held before (a retried request). */
  hasPlacement: async (roundId: string, placement: string) =>
    (await db
      .selectFrom('demo_live_bets')
      .select('id')
      .where('round_id', '=', roundId)
      .where('placement', '=', placement)
      .executeTakeFirst()) !== undefined,

  /** The session's bets on one table round (accepted ones), and its round's state. */
  seatOf: async (key: SeatKey) => {
    const round = await db
      .selectFrom('demo_live_rounds')
      .select(roundColumns)
      .where('node_id', '=', key.nodeId)
      .where('round_no', '=', key.roundNo)
      .where('session_hash', '=', key.sessionHash)
      .executeTakeFirst();
    if (!round) return undefined;
    const bets = await db
      .selectFrom('demo_live_bets')
      .select(['area', moneyText('amount').as('amount')])
      .where('round_id', '=', round.round_id)
      .where('status', '=', 'accepted')
      .orderBy('id')
      .execute();
    return { round, bets };
  },

  /** The session's last settled round at this table. */
  lastSettled: (nodeId: string, sessionHash: string) =>
    db
      .selectFrom('demo_live_rounds')
      .select(roundColumns)
      .where('node_id', '=', nodeId)
      .where('session_hash', '=', sessionHash)
      .where('status', '=', 'settled')
      .orderBy('round_no', 'desc')
      .limit(1)
      .executeTakeFirst(),
});
export type LiveRepository = ReturnType<typeof createLiveRepository>;
