import type { FieldRule } from '@gp/contract/patterns';
import { checkPaymentPassword } from '@gp/contract/payment-password';
import { z } from 'zod';

/**
 * The payment-password forms (issue 14): the new one by the merchant's rule (the registration rule of
 * the paymentPassword field, contract payment-password.ts; message by patternId as `key|min|max`),
 * entered twice (inconsistent_twice). Messages are translation keys (amount-rules.ts messageText).
 */
const refineNew = (
  ctx: z.RefinementCtx,
  values: { paymentPassword: string; confirmPaymentPassword: string },
  rule: FieldRule | undefined,
) => {
  const violation = checkPaymentPassword(values.paymentPassword, rule);
  if (violation) {
    ctx.addIssue({
      code: 'custom',
      path: ['paymentPassword'],
      message: `${violation.messageKey}|${violation.min}|${violation.max}`,
    });
  }
  if (values.confirmPaymentPassword === '') {
    ctx.addIssue({ code: 'custom', path: ['confirmPaymentPassword'], message: 'paypw.enter_confirm' });
  } else if (values.confirmPaymentPassword !== values.paymentPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPaymentPassword'], message: 'inconsistent_twice' });
  }
};

const newFields = {
  paymentPassword: z.string().max(128),
  confirmPaymentPassword: z.string().max(128),
};

/**
 * One schema for both forms: `proof` is what authorises the new password, the login password when the
 * first one is set, the current payment password when it is changed (`proofMissing` is its message).
 */
export const paymentPasswordFormSchema = (rule: FieldRule | undefined, proofMissing: string) =>
  z
    .object({ proof: z.string().min(1, proofMissing).max(128), ...newFields })
    .superRefine((values, ctx) => refineNew(ctx, values, rule));
export type PaymentPasswordFormValues = z.infer<ReturnType<typeof paymentPasswordFormSchema>>;
