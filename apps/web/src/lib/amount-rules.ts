import { toMinor } from '@gp/contract/money';
import type { Translate } from '../i18n/translator';
import { z } from 'zod';
import { formatMoney } from './format';

export interface AmountLimits {
  /** Decimal strings from the API ("10000.00"). */
  min?: string;
  max?: string;
}

const minorOf = (text: string | undefined): bigint | null => {
  if (text === undefined) return null;
  const parsed = toMinor(text);
  return parsed.ok ? parsed.minor : null;
};

/**
 * An amount field: the same rules as the server (money.ts toMinor: a positive decimal of at most two
 * decimals), then the limits, compared in minor units. Messages are translation keys; limit messages
 * carry the formatted limits as `key|min|max` (see `messageText`).
 */
export const amountRule = (limits: AmountLimits = {}) =>
  z.string().superRefine((value, ctx) => {
    if (!value.trim()) {
      ctx.addIssue({ code: 'custom', message: 'wallet_amount_required' });
      return;
    }
    const parsed = toMinor(value);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.code });
      return;
    }
    const min = minorOf(limits.min);
    const max = minorOf(limits.max);
    const bounds = `|${formatMoney(limits.min ?? '')}|${formatMoney(limits.max ?? '')}`;
    if (min !== null && parsed.minor < min) {
      ctx.addIssue({ code: 'custom', message: `amount_below_minimum${bounds}` });
    } else if (max !== null && parsed.minor > max) {
      ctx.addIssue({ code: 'custom', message: `amount_above_maximum${bounds}` });
    }
  });

/** A form message `key` or `key|min|max`, translated with the limits substituted. */
export const messageText = (t: Translate, message: string | undefined): string | undefined => {
  if (!message) return undefined;
  const [key = message, min, max] = message.split('|');
  return t(key, { min, max });
};

/** Re-exported for the cashier pages, which read both from here. */
export { errorText as walletErrorText } from './error-text';
