import { z } from 'zod';
import { languagePacks } from '@gp/contract/constants';
import { promotionKinds } from '@gp/contract/promotions';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { sanitizeOperatorHtml } from '../../lib/operator-html.js';
import { promotionTermsSchema, termsMinor } from './promotion-rules.js';

const toUtcIso = (value: string | null): string | null => (value ? new Date(value).toISOString() : null);

/** What an operator (or the seed) saves: one promotion with its terms and its texts per language. */
export const promotionInputSchema = z
  .object({
    key: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/),
    category: z.string().regex(/^[A-Z0-9_]{1,32}$/),
    kind: z.enum(promotionKinds),
    imageUrl: z.string().max(512).nullable().default(null),
    sortOrder: z.number().int().min(0).max(1_000_000),
    startsAt: z.iso.datetime({ offset: true }).nullable().default(null).transform(toUtcIso),
    endsAt: z.iso.datetime({ offset: true }).nullable().default(null).transform(toUtcIso),
    terms: promotionTermsSchema,
    texts: z.partialRecord(
      z.enum(languagePacks),
      z.object({ title: z.string().trim().min(1).max(255), terms: z.string().max(20_000) }),
    ),
  })
  .refine((p) => Object.keys(p.texts).length > 0, { message: 'at least one language', path: ['texts'] })
  .refine((p) => !p.startsAt || !p.endsAt || p.startsAt < p.endsAt, { message: 'startsAt before endsAt' })
  .refine((p) => !['DEPOSIT_MATCH', 'CASHBACK'].includes(p.kind) || p.terms.percent !== undefined, {
    message: 'a deposit match or cashback needs terms.percent',
  })
  .refine((p) => !['FIXED', 'APPLY'].includes(p.kind) || termsMinor(p.terms).fixedAmount !== null, {
    message: 'a fixed or applied-for bonus needs terms.fixedAmount',
  });
export type PromotionInput = z.input<typeof promotionInputSchema>;

export const categoryInputSchema = z.object({
  code: z.string().regex(/^[A-Z0-9_]{1,32}$/),
  sortOrder: z.number().int().min(0).max(1_000_000),
  names: z.partialRecord(z.enum(languagePacks), z.string().trim().min(1).max(64)),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;

const parse = <T extends z.ZodType>(schema: T, input: unknown, what: string): z.output<T> => {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError(
      'bad_request',
      `Invalid ${what}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`,
    );
  }
  return parsed.data;
};

/** Creates or replaces a category (its names per language). */
export const saveCategory = async (db: Db, merchantCode: string, input: CategoryInput): Promise<void> => {
  const c = parse(categoryInputSchema, input, 'category');
  const row = { names: JSON.stringify(c.names), sort_order: c.sortOrder };
  await db
    .insertInto('promotion_categories')
    .values({ merchant_code: merchantCode, code: c.code, ...row })
    .onConflict((oc) => oc.columns(['merchant_code', 'code']).doUpdateSet(row))
    .execute();
};

/**
 * Creates or replaces a promotion by key: validated, terms HTML sanitized, row and texts in one
 * transaction, so a bad input writes nothing. Entries and bonuses already taken keep their terms.
 */
export const savePromotion = async (db: Db, merchantCode: string, input: PromotionInput, now: Date) => {
  const p = parse(promotionInputSchema, input, 'promotion');
  const row = {
    category_code: p.category,
    kind: p.kind,
    image_url: p.imageUrl,
    terms: JSON.stringify(p.terms),
    sort_order: p.sortOrder,
    starts_at: p.startsAt,
    ends_at: p.endsAt,
    updated_at: now.toISOString(),
  };
  await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('promotions')
      .values({ merchant_code: merchantCode, promotion_key: p.key, closed_at: null, ...row })
      .onConflict((oc) => oc.columns(['merchant_code', 'promotion_key']).doUpdateSet(row))
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.deleteFrom('promotion_texts').where('promotion_id', '=', id).execute();
    await trx
      .insertInto('promotion_texts')
      .values(
        Object.entries(p.texts).map(([language, text]) => ({
          promotion_id: id,
          language,
          title: text.title,
          terms_html: sanitizeOperatorHtml(text.terms),
        })),
      )
      .execute();
  });
};

/** Ends a promotion now: it shows closed; bonuses already paid keep running. */
export const closePromotion = async (
  db: Db,
  merchantCode: string,
  key: string,
  now: Date,
): Promise<boolean> =>
  (
    await db
      .updateTable('promotions')
      .set({ closed_at: now.toISOString() })
      .where('merchant_code', '=', merchantCode)
      .where('promotion_key', '=', key)
      .where('closed_at', 'is', null)
      .executeTakeFirst()
  ).numUpdatedRows === 1n;
