import { constants } from '@gp/contract/constants';
import { checkFieldRule, type FieldRule } from '@gp/contract/patterns';
import { nationalNumberPattern } from '@gp/contract/verification';
import { z } from 'zod';

/**
 * Forgot by phone (spec 5): a valid mobile number, the SMS code required, the new password by the
 * password rule (message by patternId with min and max) and its confirmation equal (inconsistent_twice).
 */
export const forgotMobileSchema = (rule: FieldRule | undefined) =>
  z
    .object({
      countryDialingCode: z.string().min(1, 'phone_enter_valid'),
      mobileNum: z.string().trim().regex(nationalNumberPattern, 'phone_enter_valid'),
      verificationCode: z
        .string()
        .trim()
        .min(1, 'sms_enter_code')
        .max(constants.verificationCodeMaxLength, 'sms_enter_code'),
      newPassword: z.string().max(128, 'pattern_length|1|128'),
      confirmNewPassword: z.string().max(128, 'pattern_length|1|128'),
    })
    .superRefine((values, ctx) => {
      const violation = checkFieldRule(
        values.newPassword,
        rule
          ? { ...rule, enabled: true, required: true }
          : {
              enabled: true,
              required: true,
              acceptedPattern: '*',
              patternId: 1,
              minLength: 1,
              maxLength: 128,
            },
      );
      if (violation) {
        ctx.addIssue({
          code: 'custom',
          path: ['newPassword'],
          message: `${violation.messageKey}|${violation.min}|${violation.max}`,
        });
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

export type ForgotMobileValues = z.infer<ReturnType<typeof forgotMobileSchema>>;
