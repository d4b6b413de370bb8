import { checkFieldRule, type FieldRule } from '@gp/contract/patterns';
import { z } from 'zod';

/**
 * Change password (spec 4.5, 5): old password required (always asked here), the new password must
 * satisfy the password rule of the register settings (message by patternId with min and max), and the
 * confirmation must equal it (inconsistent_twice). Messages are translation keys (`key|min|max`).
 */
export const changePasswordSchema = (rule: FieldRule | undefined) =>
  z
    .object({
      oldPassword: z.string().min(1, 'change_password_enter_old').max(128, 'pattern_length|1|128'),
      newPassword: z.string().max(128, 'pattern_length|1|128'),
      confirmNewPassword: z.string().max(128, 'pattern_length|1|128'),
    })
    .superRefine((values, ctx) => {
      if (rule) {
        const violation = checkFieldRule(values.newPassword, { ...rule, enabled: true, required: true });
        if (violation) {
          ctx.addIssue({
            code: 'custom',
            path: ['newPassword'],
            message: `${violation.messageKey}|${violation.min}|${violation.max}`,
          });
        }
      } else if (values.newPassword === '') {
        ctx.addIssue({ code: 'custom', path: ['newPassword'], message: 'change_password_enter_new' });
      }
      if (values.confirmNewPassword === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['confirmNewPassword'],
          message: 'change_password_enter_confirm',
        });
      } else if (values.confirmNewPassword !== values.newPassword) {
        ctx.addIssue({ code: 'custom', path: ['confirmNewPassword'], message: 'inconsistent_twice' });
      }
    });

export type ChangePasswordValues = z.infer<ReturnType<typeof changePasswordSchema>>;
