import { i18n } from '../i18n/i18n';
import type { Translate } from '../i18n/translator';
import { ApiError } from './api-client';
import { formatDateTime, formatMoney } from './format';

interface FailureValue {
  min?: string;
  max?: string;
  days?: number;
  rows?: number;
  rate?: string;
  remaining?: string;
  ceiling?: string | null;
  endsAt?: string;
  effectiveAt?: string;
  resetsAt?: string;
}

/** A money amount as the reader writes it; a session limit's minutes stay a number. */
const amountText = (value: string) => (value.includes('.') ? formatMoney(value) : value);

/**
 * A failed call's code translated; money limit refusals carry `{ min, max }` in the envelope value,
 * range and size limits `{ days }`, `{ rows }`, a contract's cap `{ rate }`, a bonus's open turnover
 * `{ remaining }`; safer gambling's refusals (issue 18) what is left and when the period resets, the
 * operator's `{ ceiling }`, when a change may be confirmed, when an exclusion ends (`{{date}}`).
 */
export const errorText = (t: Translate, error: unknown): string => {
  const code = error instanceof ApiError ? error.code : 'unknown_error';
  const value = error instanceof ApiError ? (error.value as FailureValue | undefined) : undefined;
  const when = value?.endsAt ?? value?.effectiveAt ?? value?.resetsAt;
  return t(code, {
    min: value?.min ? formatMoney(value.min) : undefined,
    max: value?.max ? formatMoney(value.max) : undefined,
    days: value?.days,
    rows: value?.rows,
    rate: value?.rate,
    remaining: value?.remaining ? formatMoney(value.remaining) : undefined,
    ceiling: value?.ceiling ? amountText(value.ceiling) : undefined,
    date: when ? formatDateTime(when, i18n.language) : undefined,
    defaultValue: t('unknown_error'),
  });
};
