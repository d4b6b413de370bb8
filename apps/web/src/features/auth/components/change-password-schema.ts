import type { FieldRule } from '@gp/contract/patterns';
import { z } from 'zod';
import { newPasswordFields, refineConfirmation, refinePasswordRule } from '../new-password-rules';

/**
 * Change password (spec 4.5, 5): old password required (always asked here), the new password must
 * satisfy the password rule of the register settings (message by patternId with min and max), and the
 * confirmation must equal it (inconsistent_twice). Messages are translation keys (`key|min|max`).
 */
export const changePasswordSchema = (rule: FieldRule | undefined) =>
  z
    .object({
      oldPassword: z.string().min(1, 'change_password_enter_old').max(128, 'pattern_length|1|128'),
      ...newPasswordFields,
    })
    .superRefine((values, ctx) => {
      if (rule) {
        refinePasswordRule(ctx, values.newPassword, rule);
      } else if (values.newPassword === '') {
        ctx.addIssue({ code: 'custom', path: ['newPassword'], message: 'change_password_enter_new' });
      }
      refineConfirmation(ctx, values);
    });

export type ChangePasswordValues = z.infer<ReturnType<typeof changePasswordSchema>>;
