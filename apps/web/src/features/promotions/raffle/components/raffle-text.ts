import type { Translate } from '../../../../i18n/translator';

/** Counts in the reader's grouping ("1,250"). */
export const countText = (value: number, locale: string): string =>
  new Intl.NumberFormat(locale || undefined).format(value);

/**
 * The member's chance as the contract defines it, its claimed tickets over every claimed ticket;
 * "–" before anyone entered. Ticket counts, not money, so a plain division is exact enough.
 */
export const chanceText = (claimed: number, total: number, locale: string): string =>
  total === 0
    ? '–'
    : new Intl.NumberFormat(locale || undefined, { style: 'percent', maximumFractionDigits: 2 }).format(
        claimed / total,
      );

/** A place in the draw: "#1", "1등", "1位", "1º". */
export const rankText = (t: Translate, rank: number): string => t('raffle.rank_n', { rank });
