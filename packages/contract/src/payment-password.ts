import { z } from 'zod';
import { checkFieldRule, patternCatalogue, type FieldRule, type RuleViolation } from './patterns.js';

/**
 * The member's payment (withdrawal) password (issue 14): set once after registration, proven by the
 * login password; changed later with the old payment password. Both calls are T and E. The new
 * payment password follows the merchant's registration rule for `paymentPassword` (spec 5; the rule's
 * pattern and lengths apply even when the registration form does not show the field), else
 * `defaultPaymentPasswordRule`; a breach answers invalid_payment_password_format with
 * `value: { messageKey, min, max }`, a confirmation that differs inconsistent_twice.
 */
const secret = z.string().min(1).max(128);

/** Six digits: the demo merchant's rule, and the rule when a merchant has none. */
export const defaultPaymentPasswordRule: FieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: patternCatalogue[7].pattern,
  patternId: 7,
  minLength: 6,
  maxLength: 6,
};

/**
 * The payment-password rule of a merchant: its registration rule's pattern and lengths, always
 * required (the field's `enabled` only says whether registration shows it). Server and client share it.
 */
export const paymentPasswordRuleOf = (registrationRule: FieldRule | undefined): FieldRule => ({
  ...(registrationRule ?? defaultPaymentPasswordRule),
  enabled: true,
  required: true,
});

/** null when `password` satisfies the rule. */
export const checkPaymentPassword = (
  password: string,
  registrationRule: FieldRule | undefined,
): RuleViolation | null => checkFieldRule(password, paymentPasswordRuleOf(registrationRule));

/** POST /wps/member/paymentPassword: the first payment password (payment_password_already_set after). */
export const paymentPasswordSetBodySchema = z.object({
  loginPassword: secret,
  paymentPassword: secret,
  confirmPaymentPassword: secret,
});
export type PaymentPasswordSetBody = z.infer<typeof paymentPasswordSetBodySchema>;

/** PUT /wps/member/paymentPassword: a new payment password, proven by the current one. */
export const paymentPasswordChangeBodySchema = z.object({
  oldPaymentPassword: secret,
  paymentPassword: secret,
  confirmPaymentPassword: secret,
});
export type PaymentPasswordChangeBody = z.infer<typeof paymentPasswordChangeBodySchema>;

export const paymentPasswordValueSchema = z.object({ hasPaymentPassword: z.literal(true) });

/** The failure value of invalid_payment_password_format: the pattern message and its bounds. */
export const paymentPasswordFormatErrorSchema = z.object({
  messageKey: z.string(),
  min: z.number().int(),
  max: z.number().int(),
});
