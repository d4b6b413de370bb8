import type { FieldRule } from '@gp/contract/patterns';
import { z } from 'zod';
import { forcedRule, newPasswordFields, refineConfirmation, refinePasswordRule } from '../new-password-rules';

/**
 * Step two of forgot by e-mail: the mailed reset code (required; the server ignores case, spaces and
 * hyphens), the new password by the password rule and its confirmation, as for every password setting.
 */
export const forgotEmailResetSchema = (rule: FieldRule | undefined) =>
  z
    .object({
      code: z.string().trim().min(1, 'forgot_enter_code').max(32, 'forgot_enter_code'),
      ...newPasswordFields,
    })
    .superRefine((values, ctx) => {
      refinePasswordRule(ctx, values.newPassword, rule ?? forcedRule);
      refineConfirmation(ctx, values);
    });

export type ForgotEmailResetValues = z.infer<ReturnType<typeof forgotEmailResetSchema>>;
