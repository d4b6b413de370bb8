import type { ErrorCode } from '@gp/contract/errors';
import type { Translate } from '../../i18n/translator';
import { ApiError } from '../../lib/api-client';

/** The translated message of a failed call (spec 8): every server code is a translation key. */
export const errorText = (t: Translate, error: unknown): string => {
  const code = error instanceof ApiError ? error.code : ('unknown_error' satisfies ErrorCode);
  return t(code, { defaultValue: t('unknown_error' satisfies ErrorCode) });
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
