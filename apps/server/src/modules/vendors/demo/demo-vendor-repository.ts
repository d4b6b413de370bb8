import type { Insertable } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { DemoVendorRoundsTable, DemoVendorSessionsTable } from '../../../db/schema.js';
import { moneyText } from '../../wallet/ledger.js';

interface NewRound {
  round_id: string;
  session_hash: string;
  member_id: number;
  node_id: string;
  mode: 'real' | 'free';
  bet: bigint;
  created_at: string;
}

/** SQL of the demo vendor's own records: game sessions and rounds (vendor side). */
export const createDemoVendorRepository = (db: Db) => ({
  insertSession: (row: Insertable<DemoVendorSessionsTable>) =>
    db.insertInto('demo_vendor_sessions').values(row).execute(),

  session: (tokenHash: string, now: string) =>
    db
      .selectFrom('demo_vendor_sessions')
      .select([
        'token_hash',
        'member_id',
        'player_name',
        'node_id',
        'game_name',
        'vendor_code',
        'game_type',
        'language',
        'mode',
        'currency',
        'created_at',
        moneyText('play_balance').as('play_balance'),
      ])
      .where('token_hash', '=', tokenHash)
      .where('expires_at', '>', now)
      .executeTakeFirst(),

  insertRound: (row: NewRound) =>
    db
      .insertInto('demo_vendor_rounds')
      .values({ ...row, win: 0n, outcome: null, status: 'open' })
      .execute(),

  /** Inserts the round unless its id exists (a batch sent again): true when this call inserted it. */
  insertRoundOnce: async (row: NewRound) =>
    (
      await db
        .insertInto('demo_vendor_rounds')
        .values({ ...row, win: 0n, outcome: null, status: 'open' })
        .onConflict((oc) => oc.column('round_id').doNothing())
        .executeTakeFirst()
    ).numInsertedOrUpdatedRows === 1n,

  round: (roundId: string) =>
    db
      .selectFrom('demo_vendor_rounds')
      .select(['round_id', 'session_hash', 'status', 'outcome'])
      .where('round_id', '=', roundId)
      .executeTakeFirst(),

  updateRound: (
    roundId: string,
    change: { status: DemoVendorRoundsTable['status']; win?: bigint; outcome?: string },
  ) =>
    db
      .updateTable('demo_vendor_rounds')
      .set({
        status: change.status,
        ...(change.win === undefined ? {} : { win: change.win }),
        ...(change.outcome === undefined ? {} : { outcome: change.outcome }),
      })
      .where('round_id', '=', roundId)
      .execute(),
});
export type DemoVendorRepository = ReturnType<typeof createDemoVendorRepository>;
