import {
  bannerSchema,
  parseAnnouncementTypes,
  type AnnouncementsValue,
  type Banner,
  type ExecutionCode,
} from '@gp/contract/announcements';
import {
  agentAudience,
  type AgentAnnouncementsQuery,
  type AgentAnnouncementsValue,
} from '@gp/contract/agent-announcements';
import type { LanguagePack } from '@gp/contract/constants';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/app-error.js';
import type { Authenticated } from '../session/session-service.js';
import type { AnnouncementRow, AnnouncementsRepository } from './repository.js';

export interface AnnouncementsQuery {
  merchantCode?: string | undefined;
  language?: LanguagePack | undefined;
  types?: string | undefined;
}

/** Text of announcements missing in the asked language falls back to English. */
const fallbackLanguage: LanguagePack = 'EN';

/** One row per announcement: the asked language when present, else the fallback. */
const bestLanguage = <Row extends AnnouncementRow>(rows: Row[], language: string): Row[] => {
  const byKey = new Map<string, Row>();
  for (const row of rows) {
    const kept = byKey.get(row.announcement_key);
    if (!kept || (kept.language !== language && row.language === language))
      byKey.set(row.announcement_key, row);
  }
  // Map keeps first-insertion order, which is the repository's (type, sort order, key) order.
  return [...byKey.values()];
};

const item = (row: AnnouncementRow) => ({
  id: row.announcement_key,
  title: row.title,
  content: row.content,
  promotionType: row.promotion_type,
});

/**
 * The announcement payload of spec 3 (banners, player, popup, promotion) for one audience. Popups are
 * filtered by execution code (spec 4.9); notices and promotions without a code show to everyone.
 */
export const createAnnouncementsService = (deps: {
  repo: AnnouncementsRepository;
  clock: Clock;
  merchantCode: string;
}) => {
  const { repo, clock } = deps;

  const build = async (
    q: AnnouncementsQuery,
    audience: readonly ExecutionCode[],
  ): Promise<AnnouncementsValue> => {
    const merchantCode = q.merchantCode ?? deps.merchantCode;
    if (!(await repo.merchantExists(merchantCode))) {
      throw new AppError('not_found', `Unknown merchant '${merchantCode}'`);
    }
    const types = parseAnnouncementTypes(q.types);
    const language = q.language ?? fallbackLanguage;
    const textTypes = (['PL', 'PU', 'PR'] as const).filter((type) => types.has(type));
    const [bannerRows, textRows] = await Promise.all([
      types.has('B') ? repo.banners(merchantCode) : Promise.resolve([]),
      textTypes.length > 0
        ? repo.showing(
            merchantCode,
            textTypes,
            [...new Set([language, fallbackLanguage])],
            clock().toISOString(),
          )
        : Promise.resolve([]),
    ]);
    const rows = bestLanguage(textRows, language).filter(
      (row) => row.execution === null || audience.includes(row.execution as ExecutionCode),
    );
    const banners: Banner[] = bannerRows.flatMap((b) => {
      // A row outside the contract's groups or linkage types (operator typo) is left out, not sent broken.
      const parsed = bannerSchema.safeParse({
        groupName: b.group_name,
        title: b.title,
        url: b.image_url,
        linkageType: b.linkage_type,
        linkage: b.linkage,
      });
      return parsed.success ? [parsed.data] : [];
    });
    return {
      banners,
      player: rows.filter((r) => r.type === 'PL').map((r) => ({ id: r.announcement_key, title: r.title })),
      popup: rows.filter((r) => r.type === 'PU').map(item),
      promotion: rows.filter((r) => r.type === 'PR').map(item),
    };
  };

  return {
    /**
     * GET announcements: the audience is the caller's session (guest B; member A, plus F in the session
     * of the first login).
     */
    forSession: async (q: AnnouncementsQuery, auth: Authenticated | null): Promise<AnnouncementsValue> => {
      if (!auth) return build(q, ['B']);
      const firstLogin = await repo.firstLoginSession(auth.member.id, auth.tokenHash);
      return build(q, firstLogin ? ['A', 'F'] : ['A']);
    },
    /** GET notice: the audience is the execution code asked for (spec 7.3: the web asks for B). */
    forExecution: (q: AnnouncementsQuery & { execution?: ExecutionCode | undefined }) =>
      build(q, [q.execution ?? 'B']),

    /** agentAnnouncement: the notices for agents (G) and for everyone, newest first, a page at a time. */
    forAgents: async (q: AgentAnnouncementsQuery): Promise<AgentAnnouncementsValue> => {
      const language = q.language ?? fallbackLanguage;
      const rows = bestLanguage(
        await repo.notices(
          deps.merchantCode,
          [agentAudience],
          [...new Set([language, fallbackLanguage])],
          clock().toISOString(),
        ),
        language,
      );
      const start = (q.pageNum - 1) * q.pageSize;
      return {
        content: rows.slice(start, start + q.pageSize).map((row) => ({
          id: row.announcement_key,
          title: row.title,
          content: row.content,
          forAgents: row.execution === agentAudience,
          publishedAt: row.published_at,
        })),
        pageNum: q.pageNum,
        totalPages: Math.ceil(rows.length / q.pageSize),
        count: rows.length,
      };
    },
  };
};
export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;
