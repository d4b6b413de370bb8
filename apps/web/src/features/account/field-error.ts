import type { Translate } from '../../i18n/translator';
import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';

interface FieldFailure {
  field?: string;
  reason?: 'required' | 'pattern';
  messageKey?: string;
  min?: number;
  max?: number;
}

/**
 * A refused field names itself: invalid_field with the rule's message and bounds (spec 5), or a locked
 * field; anything else is the form's message.
 */
export const fieldFailure = (t: Translate, error: unknown): { field: string | null; text: string } => {
  const value = error instanceof ApiError ? (error.value as FieldFailure | undefined) : undefined;
  if (error instanceof ApiError && error.code === 'invalid_field' && value?.field) {
    const text =
      value.reason === 'required'
        ? t('account.required')
        : t(value.messageKey ?? 'pattern_length', { min: value.min, max: value.max });
    return { field: value.field, text };
  }
  if (error instanceof ApiError && error.code === 'field_locked' && value?.field) {
    return { field: value.field, text: errorText(t, error) };
  }
  return { field: null, text: errorText(t, error) };
};
