import type { SelectQueryBuilder } from 'kysely';

/** The number of rows of `base` and page `num` (from 1) of `size` rows of `rows`, built on it. */
export const pageWithTotal = async <DB, TB extends keyof DB, O, RowDB, RowTB extends keyof RowDB, Row>(
  base: SelectQueryBuilder<DB, TB, O>,
  rows: SelectQueryBuilder<RowDB, RowTB, Row>,
  num: number,
  size: number,
) => {
  // Kysely cannot narrow the count's row for a generic builder: it is `{ n }`.
  const { n } = (await base
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow()) as { n: number | string };
  return {
    total: Number(n),
    rows: await rows
      .limit(size)
      .offset((num - 1) * size)
      .execute(),
  };
};
