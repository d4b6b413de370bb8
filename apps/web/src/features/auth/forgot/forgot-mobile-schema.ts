import { constants } from '@gp/contract/constants';
import type { FieldRule } from '@gp/contract/patterns';
import { nationalNumberPattern } from '@gp/contract/verification';
import { z } from 'zod';
import { forcedRule, newPasswordFields, refineConfirmation, refinePasswordRule } from '../new-password-rules';

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
      ...newPasswordFields,
    })
    .superRefine((values, ctx) => {
      refinePasswordRule(ctx, values.newPassword, rule ?? forcedRule);
      refineConfirmation(ctx, values);
    });

export type ForgotMobileValues = z.infer<ReturnType<typeof forgotMobileSchema>>;
