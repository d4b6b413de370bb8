import { errorCodes } from '@gp/contract/errors';
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client';

/** The translated message of a failed call (spec 8): every server code is a translation key. */
export const errorText = (t: TFunction, error: unknown): string => {
  const code = error instanceof ApiError ? error.code : errorCodes.unknownError;
  return t(code, { defaultValue: t(errorCodes.unknownError) });
};

/**
 * Form messages are translation keys; a rule message carries its min and max as `key|min|max`
 * (the pattern messages of spec 5).
 */
export const fieldMessage = (t: TFunction, message: string | undefined): string | undefined => {
  if (!message) return undefined;
  const [key = message, min, max] = message.split('|');
  return t(key, { min, max });
};
