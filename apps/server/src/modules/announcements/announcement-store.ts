import { z } from 'zod';
import { agentAudience, announcementAudiences } from '@gp/contract/agent-announcements';
import { languagePacks } from '@gp/contract/constants';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { sanitizeOperatorHtml } from '../../lib/operator-html.js';

/** Text announcement types stored in `announcements` (banners live in `banners`). */
export const storedAnnouncementTypes = ['PL', 'PU', 'PR'] as const;

const toUtcIso = (value: string | null): string | null => (value ? new Date(value).toISOString() : null);

const textSchema = z.object({
  title: z.string().trim().min(1).max(255),
  content: z.string().max(20_000),
});

/** What an operator (or the seed) saves: one announcement with its text per language. */
export const announcementInputSchema = z
  .object({
    key: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/),
    type: z.enum(storedAnnouncementTypes),
    execution: z.enum(announcementAudiences).nullable().default(null),
    promotionType: z.string().max(32).nullable().default(null),
    sortOrder: z.number().int().min(0).max(1_000_000),
    // Stored as UTC ISO strings so the schedule compares as text on both databases.
    startsAt: z.iso.datetime({ offset: true }).nullable().default(null).transform(toUtcIso),
    endsAt: z.iso.datetime({ offset: true }).nullable().default(null).transform(toUtcIso),
    texts: z.partialRecord(z.enum(languagePacks), textSchema),
  })
  .refine((a) => Object.keys(a.texts).length > 0, { message: 'at least one language', path: ['texts'] })
  // Spec 4.9: every popup names its audience; notices and promotions show to everyone.
  .refine((a) => a.type !== 'PU' || a.execution !== null, { message: 'popups need an execution code' })
  // G: a notice for agents, listed on the agent centre's announcement page only.
  .refine((a) => a.execution !== agentAudience || a.type === 'PL', {
    message: 'agent announcements are notices (PL)',
  })
  .refine((a) => !a.startsAt || !a.endsAt || a.startsAt < a.endsAt, { message: 'startsAt before endsAt' });
export type AnnouncementInput = z.input<typeof announcementInputSchema>;

/**
 * Saves one announcement: validated, HTML sanitized, row and texts upserted in one transaction, so a
 * bad input writes nothing. Languages not in the input are removed (the input is the whole announcement).
 */
export const saveAnnouncement = async (
  db: Db,
  merchantCode: string,
  input: AnnouncementInput,
  now: Date,
): Promise<void> => {
  const parsed = announcementInputSchema.safeParse(input);
  if (!parsed.success) {
    throw new AppError('bad_request', `Invalid announcement: ${parsed.error.issues[0]?.message ?? ''}`);
  }
  const a = parsed.data;
  const row = {
    type: a.type,
    execution: a.execution,
    promotion_type: a.promotionType,
    sort_order: a.sortOrder,
    starts_at: a.startsAt,
    ends_at: a.endsAt,
    updated_at: now.toISOString(),
  };
  const texts = Object.entries(a.texts).map(([language, text]) => ({
    merchant_code: merchantCode,
    announcement_key: a.key,
    language,
    title: text.title,
    content: sanitizeOperatorHtml(text.content),
  }));
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('announcements')
      .values({ merchant_code: merchantCode, announcement_key: a.key, ...row })
      .onConflict((oc) => oc.columns(['merchant_code', 'announcement_key']).doUpdateSet(row))
      .execute();
    await trx
      .deleteFrom('announcement_texts')
      .where('merchant_code', '=', merchantCode)
      .where('announcement_key', '=', a.key)
      .execute();
    await trx.insertInto('announcement_texts').values(texts).execute();
  });
};
