import type { Translate } from '../i18n/translator';
import { ApiError } from './api-client';
import { formatMoney } from './format';

/**
 * A failed call's code translated; money limit refusals carry `{ min, max }` in the envelope value,
 * range and size limits `{ days }`, `{ rows }`, a contract's cap `{ rate }`, a bonus's open turnover
 * `{ remaining }`.
 */
export const errorText = (t: Translate, error: unknown): string => {
  const code = error instanceof ApiError ? error.code : 'unknown_error';
  const value =
    error instanceof ApiError
      ? (error.value as
          | { min?: string; max?: string; days?: number; rows?: number; rate?: string; remaining?: string }
          | undefined)
      : undefined;
  return t(code, {
    min: value?.min ? formatMoney(value.min) : undefined,
    max: value?.max ? formatMoney(value.max) : undefined,
    days: value?.days,
    rows: value?.rows,
    rate: value?.rate,
    remaining: value?.remaining ? formatMoney(value.remaining) : undefined,
    defaultValue: t('unknown_error'),
  });
};
