import { checkFieldRule, type FieldRule } from '@gp/contract/patterns';
import { z } from 'zod';

/** Rule of a field the server requires whatever its settings say (its fallback is this one). */
export const forcedRule: FieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId: 1,
  minLength: 1,
  maxLength: 128,
};

/** The new password and its confirmation, at most 128 characters; checked by the refinements below. */
export const newPasswordFields = {
  newPassword: z.string().max(128, 'pattern_length|1|128'),
  confirmNewPassword: z.string().max(128, 'pattern_length|1|128'),
};

/** The new password by `rule`, required (message by patternId with min and max: `key|min|max`). */
export const refinePasswordRule = (ctx: z.RefinementCtx, newPassword: string, rule: FieldRule) => {
  const violation = checkFieldRule(newPassword, { ...rule, enabled: true, required: true });
  if (violation) {
    ctx.addIssue({
      code: 'custom',
      path: ['newPassword'],
      message: `${violation.messageKey}|${violation.min}|${violation.max}`,
    });
  }
};

/** The confirmation is required and equals the new password (inconsistent_twice). */
export const refineConfirmation = (
  ctx: z.RefinementCtx,
  values: { newPassword: string; confirmNewPassword: string },
) => {
  if (values.confirmNewPassword === '') {
    ctx.addIssue({
      code: 'custom',
      path: ['confirmNewPassword'],
      message: 'change_password_enter_confirm',
    });
  } else if (values.confirmNewPassword !== values.newPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmNewPassword'], message: 'inconsistent_twice' });
  }
};
