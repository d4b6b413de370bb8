import type { InboxMessage, inboxListQuerySchema, inboxListValueSchema } from '@gp/contract/inbox';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { textIn } from '../../lib/localized-text.js';
import type { InboxRepository, Reader } from './repository.js';

/**
 * The inbox (issue 21; contract inbox.ts): a member's messages and its read and deleted marks.
 * `publish` tells every server process that the member's badge changed (its other tabs update).
 */
export const createInboxService = (deps: {
  repo: InboxRepository;
  clock: Clock;
  merchantCode: string;
  trialTypes: readonly number[];
  vipLevelOf: (memberId: number) => Promise<number>;
  publish: (memberId: number | null) => void;
}) => {
  const { repo, clock, merchantCode } = deps;

  const readerOf = async (memberId: number): Promise<Reader & { trial: boolean }> => {
    const member = await repo.member(merchantCode, memberId);
    if (!member) throw new AppError('not_found', 'No such member');
    return {
      merchantCode,
      memberId,
      registeredAt: member.created_at,
      vipLevel: await deps.vipLevelOf(memberId),
      now: clock().toISOString(),
      trial: deps.trialTypes.includes(member.type),
    };
  };

  const visibleOrRefuse = async (reader: Reader, id: number) => {
    // Another member's message answers as an unknown one: ids tell nothing.
    if (!(await repo.isVisible(reader, id))) throw new AppError('not_found', 'No such message');
  };

  const changed = async (reader: Reader) => {
    deps.publish(reader.memberId);
    return { unread: await repo.unread(reader) };
  };

  return {
    list: async (
      memberId: number,
      query: z.infer<typeof inboxListQuerySchema>,
    ): Promise<z.infer<typeof inboxListValueSchema>> => {
      const reader = await readerOf(memberId);
      const [{ total, rows }, unread] = await Promise.all([
        repo.page(reader, query.filter, query.pageNum, query.pageSize),
        repo.unread(reader),
      ]);
      const content: InboxMessage[] = rows.map((row) => ({
        id: row.id,
        category: row.category,
        title: textIn(row.titles, query.language),
        body: textIn(row.bodies, query.language),
        link: row.link,
        read: row.read_at !== null,
        createdAt: row.created_at,
        expiresAt: row.expires_at,
      }));
      return {
        content,
        pageNum: query.pageNum,
        totalPages: Math.ceil(total / query.pageSize),
        total,
        unread,
      };
    },

    read: async (memberId: number, id: number) => {
      const reader = await readerOf(memberId);
      await visibleOrRefuse(reader, id);
      await repo.markRead(memberId, [id], reader.now);
      return changed(reader);
    },

    readAll: async (memberId: number) => {
      const reader = await readerOf(memberId);
      await repo.markRead(memberId, await repo.unreadIds(reader), reader.now);
      return changed(reader);
    },

    remove: async (memberId: number, id: number) => {
      const reader = await readerOf(memberId);
      await visibleOrRefuse(reader, id);
      await repo.markDeleted(memberId, id, reader.now);
      return changed(reader);
    },

    /** The badge's count; null for a trial user, who has no inbox (spec 6). */
    unreadOf: async (memberId: number): Promise<number | null> => {
      const reader = await readerOf(memberId);
      return reader.trial ? null : repo.unread(reader);
    },
  };
};
export type InboxService = ReturnType<typeof createInboxService>;
