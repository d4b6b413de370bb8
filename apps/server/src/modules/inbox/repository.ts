import type { ExpressionBuilder, Insertable } from 'kysely';
import type { InboxFilter } from '@gp/contract/inbox';
import type { Db } from '../../db/database.js';
import { pageWithTotal } from '../../db/page-with-total.js';
import type { DatabaseSchema } from '../../db/schema.js';
import type { InboxMessagesTable } from './tables.js';

/** What decides which broadcasts reach a member, read once per request. */
export interface Reader {
  merchantCode: string;
  memberId: number;
  /** The member's registration instant (members.created_at). */
  registeredAt: string;
  vipLevel: number;
  now: string;
}

type Eb = ExpressionBuilder<DatabaseSchema, 'inbox_messages'>;

/**
 * The messages `reader` sees: its own and the broadcasts whose segment includes it now (a member who
 * registered after a broadcast sees it when the segment includes it), not expired, not deleted by it.
 */
const visibleTo = (reader: Reader) => (eb: Eb) =>
  eb.and([
    eb('inbox_messages.merchant_code', '=', reader.merchantCode),
    eb.or([eb('inbox_messages.expires_at', 'is', null), eb('inbox_messages.expires_at', '>', reader.now)]),
    eb.or([
      eb('inbox_messages.member_id', '=', reader.memberId),
      eb.and([
        eb('inbox_messages.member_id', 'is', null),
        eb.or([
          eb('inbox_messages.seg_min_vip', 'is', null),
          eb('inbox_messages.seg_min_vip', '<=', reader.vipLevel),
        ]),
        eb.or([
          eb('inbox_messages.seg_registered_from', 'is', null),
          eb('inbox_messages.seg_registered_from', '<=', reader.registeredAt),
        ]),
        eb.or([
          eb('inbox_messages.seg_registered_to', 'is', null),
          eb('inbox_messages.seg_registered_to', '>', reader.registeredAt),
        ]),
        eb.or([
          eb('inbox_messages.seg_agent_id', 'is', null),
          eb.exists(
            eb
              .selectFrom('team_paths')
              .select('team_paths.depth')
              .whereRef('team_paths.ancestor_id', '=', 'inbox_messages.seg_agent_id')
              .where('team_paths.descendant_id', '=', reader.memberId)
              .where('team_paths.depth', '>', 0),
          ),
        ]),
        eb.or([
          eb('inbox_messages.seg_with_deposit', '=', 0),
          eb.exists(
            eb
              .selectFrom('deposit_orders')
              .select('deposit_orders.id')
              .where('deposit_orders.member_id', '=', reader.memberId)
              .where('deposit_orders.status', '=', 'approved'),
          ),
        ]),
      ]),
    ]),
  ]);

export const createInboxRepository = (db: Db) => {
  /** The reader's visible messages joined with its marks (none yet: unread). */
  const visible = (reader: Reader) =>
    db
      .selectFrom('inbox_messages')
      .leftJoin('inbox_marks', (join) =>
        join
          .onRef('inbox_marks.message_id', '=', 'inbox_messages.id')
          .on('inbox_marks.member_id', '=', reader.memberId),
      )
      .where(visibleTo(reader))
      .where('inbox_marks.deleted_at', 'is', null);

  const filtered = (reader: Reader, filter: InboxFilter) => {
    const base = visible(reader);
    if (filter === 'unread') return base.where('inbox_marks.read_at', 'is', null);
    if (filter === 'system' || filter === 'promotion')
      return base.where('inbox_messages.category', '=', filter);
    return base;
  };

  const unread = async (reader: Reader): Promise<number> => {
    const { n } = await visible(reader)
      .where('inbox_marks.read_at', 'is', null)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(n);
  };

  /** Sets the member's marks on `ids` (visible ones, checked by the caller), keeping earlier ones. */
  const mark = async (memberId: number, ids: number[], marks: { read_at: string; deleted_at?: string }) => {
    if (ids.length === 0) return;
    await db
      .insertInto('inbox_marks')
      .values(ids.map((id) => ({ message_id: id, member_id: memberId, deleted_at: null, ...marks })))
      .onConflict((oc) =>
        oc.columns(['member_id', 'message_id']).doUpdateSet((eb) => ({
          // Two tabs marking at once: the first read instant stays.
          read_at: eb.fn.coalesce('inbox_marks.read_at', eb.ref('excluded.read_at')),
          deleted_at: eb.fn.coalesce('inbox_marks.deleted_at', eb.ref('excluded.deleted_at')),
        })),
      )
      .execute();
  };

  return {
    insert: (row: Insertable<InboxMessagesTable>, executor: Db = db) =>
      executor.insertInto('inbox_messages').values(row).returning('id').executeTakeFirstOrThrow(),

    /** The facts a member's segments are decided on; undefined for an unknown member. */
    member: (merchantCode: string, memberId: number) =>
      db
        .selectFrom('members')
        .select(['id', 'type', 'created_at'])
        .where('merchant_code', '=', merchantCode)
        .where('id', '=', memberId)
        .executeTakeFirst(),

    memberByAccount: (merchantCode: string, account: string) =>
      db
        .selectFrom('members')
        .select(['id', 'type', 'created_at'])
        .where('merchant_code', '=', merchantCode)
        .where('account', '=', account)
        .executeTakeFirst(),

    page: (reader: Reader, filter: InboxFilter, pageNum: number, pageSize: number) =>
      pageWithTotal(
        filtered(reader, filter),
        filtered(reader, filter)
          .select([
            'inbox_messages.id',
            'inbox_messages.category',
            'inbox_messages.titles',
            'inbox_messages.bodies',
            'inbox_messages.link',
            'inbox_messages.created_at',
            'inbox_messages.expires_at',
            'inbox_marks.read_at',
          ])
          .orderBy('inbox_messages.created_at', 'desc')
          .orderBy('inbox_messages.id', 'desc'),
        pageNum,
        pageSize,
      ),

    unread,

    /** Whether message `id` is one the reader sees (its own or a broadcast that includes it). */
    isVisible: async (reader: Reader, id: number) =>
      (await visible(reader)
        .select('inbox_messages.id')
        .where('inbox_messages.id', '=', id)
        .executeTakeFirst()) !== undefined,

    unreadIds: async (reader: Reader) =>
      (
        await visible(reader).where('inbox_marks.read_at', 'is', null).select('inbox_messages.id').execute()
      ).map((row) => row.id),

    markRead: (memberId: number, ids: number[], at: string) => mark(memberId, ids, { read_at: at }),
    /** A deleted message counts as read: it no longer shows, nor in the badge. */
    markDeleted: (memberId: number, id: number, at: string) =>
      mark(memberId, [id], { read_at: at, deleted_at: at }),

    /** The operator's view: the latest messages, with how many members read each. */
    latest: (merchantCode: string, limit: number) =>
      db
        .selectFrom('inbox_messages')
        .leftJoin('members', 'members.id', 'inbox_messages.member_id')
        .select((eb) => [
          'inbox_messages.id',
          'inbox_messages.category',
          'inbox_messages.titles',
          'inbox_messages.sender',
          'inbox_messages.created_at',
          'inbox_messages.expires_at',
          'inbox_messages.seg_min_vip',
          'inbox_messages.seg_agent_id',
          'inbox_messages.seg_registered_from',
          'inbox_messages.seg_registered_to',
          'inbox_messages.seg_with_deposit',
          'members.account',
          eb
            .selectFrom('inbox_marks')
            .select((inner) => inner.fn.countAll<number | string>().as('n'))
            .whereRef('inbox_marks.message_id', '=', 'inbox_messages.id')
            .where('inbox_marks.read_at', 'is not', null)
            .as('reads'),
        ])
        .where('inbox_messages.merchant_code', '=', merchantCode)
        .orderBy('inbox_messages.id', 'desc')
        .limit(limit)
        .execute(),
  };
};
export type InboxRepository = ReturnType<typeof createInboxRepository>;
