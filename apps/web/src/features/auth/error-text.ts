import type { ErrorCode } from '@gp/contract/errors';
import type { Translate } from '../../i18n/translator';
import { i18n } from '../../i18n/i18n';
import { ApiError } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';

/**
 * The translated message of a failed call (spec 8): every server code is a translation key. A login
 * refused during a time-out or self-exclusion names its end (`{{date}}`, issue 18).
 */
export const errorText = (t: Translate, error: unknown): string => {
  const code = error instanceof ApiError ? error.code : ('unknown_error' satisfies ErrorCode);
  const endsAt =
    error instanceof ApiError ? (error.value as { endsAt?: unknown } | undefined)?.endsAt : undefined;
  return t(code, {
    date: typeof endsAt === 'string' ? formatDateTime(endsAt, i18n.language) : undefined,
    defaultValue: t('unknown_error' satisfies ErrorCode),
  });
};

/**
 * Form messages are translation keys; a rule message carries its min and max as `key|min|max`
 * (the pattern messages of spec 5).
 */
export const fieldMessage = (t: Translate, message: string | undefined): string | undefined => {
  if (!message) return undefined;
  const [key = message, min, max] = message.split('|');
  return t(key, { min, max });
};
