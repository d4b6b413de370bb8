import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

export interface AnnouncementRow {
  announcement_key: string;
  type: string;
  execution: string | null;
  promotion_type: string | null;
  language: string;
  title: string;
  content: string;
}

export interface PublishedRow extends AnnouncementRow {
  /** The schedule's start, else the last save (UTC ISO). */
  published_at: string;
}

export interface BannerRow {
  group_name: string;
  title: string;
  image_url: string;
  linkage_type: string;
  linkage: string;
}

/** SQL of the announcement calls: banners, and the text announcements showing at a time. */
export const createAnnouncementsRepository = (db: Db) => {
  const showingRows = showingRowsOf(db);
  return {
    merchantExists: async (code: string): Promise<boolean> =>
      (await db.selectFrom('merchants').select('code').where('code', '=', code).executeTakeFirst()) !==
      undefined,

    /**
     * True for the session of the member's first login (spec 4.9: F popups show at first login): the
     * first-login action is still pending, or it was taken during this very session (the web client fires
     * it right after login, before it asks for the popups). Timestamps are ISO-8601 UTC strings.
     */
    firstLoginSession: async (memberId: number, tokenHash: string): Promise<boolean> => {
      const row = await db
        .selectFrom('members')
        .leftJoin('sessions', (join) =>
          join.onRef('sessions.member_id', '=', 'members.id').on('sessions.token_hash', '=', tokenHash),
        )
        .select(['members.first_login_done_at as doneAt', 'sessions.created_at as sessionStart'])
        .where('members.id', '=', memberId)
        .executeTakeFirst();
      if (!row) return false;
      if (row.doneAt === null) return true;
      return row.sessionStart !== null && row.doneAt >= row.sessionStart;
    },

    banners: (merchantCode: string): Promise<BannerRow[]> =>
      db
        .selectFrom('banners')
        .select(['group_name', 'title', 'image_url', 'linkage_type', 'linkage'])
        .where('merchant_code', '=', merchantCode)
        .orderBy('group_name')
        .orderBy('sort_order')
        .orderBy('banner_key')
        .execute(),

    /**
     * Text announcements of the given types showing at `at` (ISO), in the asked languages: one row per
     * announcement and language; the service picks the best language per announcement.
     */
    showing: (
      merchantCode: string,
      types: readonly string[],
      languages: readonly string[],
      at: string,
    ): Promise<AnnouncementRow[]> => showingRows(merchantCode, types, languages, at).execute(),

    /**
     * The notices (PL) showing at `at` for the given audiences (null: everyone), newest first, one row per
     * announcement and language. Operators keep a few dozen notices, so the caller pages the result.
     */
    notices: (
      merchantCode: string,
      executions: readonly string[],
      languages: readonly string[],
      at: string,
    ): Promise<PublishedRow[]> =>
      showingRows(merchantCode, ['PL'], languages, at)
        .clearOrderBy()
        .select(sql<string>`coalesce(a.starts_at, a.updated_at)`.as('published_at'))
        .where((eb) => eb.or([eb('a.execution', 'is', null), eb('a.execution', 'in', executions)]))
        .orderBy(sql`coalesce(a.starts_at, a.updated_at)`, 'desc')
        .orderBy('a.announcement_key')
        .execute(),
  };
};
export type AnnouncementsRepository = ReturnType<typeof createAnnouncementsRepository>;

/** Text announcements of the given types and languages showing at `at`, in (type, sort order, key) order. */
const showingRowsOf =
  (db: Db) => (merchantCode: string, types: readonly string[], languages: readonly string[], at: string) =>
    db
      .selectFrom('announcements as a')
      .innerJoin('announcement_texts as t', (join) =>
        join
          .onRef('t.merchant_code', '=', 'a.merchant_code')
          .onRef('t.announcement_key', '=', 'a.announcement_key'),
      )
      .select([
        'a.announcement_key',
        'a.type',
        'a.execution',
        'a.promotion_type',
        't.language',
        't.title',
        't.content',
      ])
      .where('a.merchant_code', '=', merchantCode)
      .where('a.type', 'in', types)
      .where('t.language', 'in', languages)
      .where((eb) => eb.or([eb('a.starts_at', 'is', null), eb('a.starts_at', '<=', at)]))
      .where((eb) => eb.or([eb('a.ends_at', 'is', null), eb('a.ends_at', '>', at)]))
      .orderBy('a.type')
      .orderBy('a.sort_order')
      .orderBy('a.announcement_key');
