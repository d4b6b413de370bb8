import type { Db } from '../../db/database.js';
import { pageWithTotal } from '../../db/page-with-total.js';
import type { LoginEventsTable } from './tables.js';

/** SQL of login history (issue 18). */
export const createLoginActivityRepository = (db: Db) => ({
  record: (row: Omit<LoginEventsTable, 'id'>) => db.insertInto('login_events').values(row).execute(),

  /** The member's attempts, newest first, a page at a time. */
  page: (memberId: number, pageNum: number, pageSize: number) => {
    const base = db.selectFrom('login_events').where('member_id', '=', memberId);
    return pageWithTotal(
      base,
      base.select(['id', 'at', 'ip', 'country', 'user_agent', 'result']).orderBy('id', 'desc'),
      pageNum,
      pageSize,
    );
  },
});

export type LoginActivityRepository = ReturnType<typeof createLoginActivityRepository>;
