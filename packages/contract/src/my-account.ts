import { z } from 'zod';
import { registerFieldErrorSchema } from './verification.js';

/**
 * My account (issue 18): the personal fields of spec 3 with the merchant's rules (shown, required,
 * locked once set), and the contact details a member binds by a code.
 *
 * Fields that registration also asks for follow registration's rule (spec 5: pattern, length):
 * realName = payeeName, birthday, idNumber, qq = qqNum, whatsapp, facebook, line, wechat. The others
 * follow the built-in rules of the server (length, plain text). A locked field shows but cannot be
 * changed by the member: locked once set when the merchant says so, and the real name once a bank
 * account is bound (the operator can still change it).
 */
export const profileFieldNames = [
  'nickname',
  'realName',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'idNumber',
  'qq',
  'whatsapp',
  'facebook',
  'telegram',
  'line',
  'zalo',
  'wechat',
  'skype',
] as const;
export type ProfileFieldName = (typeof profileFieldNames)[number];
export const profileFieldNameSchema = z.enum(profileFieldNames);

export const profileFieldSchema = z.object({
  name: profileFieldNameSchema,
  value: z.string().nullable(),
  required: z.boolean(),
  /** 'set': locked once set by the merchant's rule; 'bank': the real name once a bank account is bound. */
  locked: z.enum(['set', 'bank']).nullable(),
  patternId: z.number().int(),
  minLength: z.number().int(),
  maxLength: z.number().int(),
});
export type ProfileField = z.infer<typeof profileFieldSchema>;

/** GET /wps/member/profile: the fields the merchant shows, in its order, and the bound contacts. */
export const profileQuerySchema = z.object({});
export const profileValueSchema = z.object({
  fields: z.array(profileFieldSchema),
  /** The bound mobile (E.164, masked) and e-mail, or null. */
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  /** Registration's minimum age: a birthday must be at least this many years ago. */
  minimumAge: z.number().int(),
});
export type ProfileValue = z.infer<typeof profileValueSchema>;

/** `value` of a refused save: the field and its rule (invalid_field), or the locked field. */
export const profileSaveFailureValueSchema = z.union([
  registerFieldErrorSchema,
  z.object({ field: profileFieldNameSchema }),
]);

/** POST /wps/member/profile: the values to save; a field left out stays as it is. */
export const profileSaveBodySchema = z.object({
  values: z.partialRecord(profileFieldNameSchema, z.string().trim().max(255)),
});
export type ProfileSaveBody = z.infer<typeof profileSaveBodySchema>;

/**
 * POST /wps/member/contact/code (E): a code to the new mobile number or e-mail address. Changing one
 * already bound asks for the login password.
 */
export const contactCodeBodySchema = z.discriminatedUnion('channel', [
  z.object({
    channel: z.literal('sms'),
    mobileNum: z.string().trim().min(1).max(32),
    countryDialingCode: z.string().trim().min(1).max(8),
    loginPassword: z.string().max(128).optional(),
  }),
  z.object({
    channel: z.literal('email'),
    email: z.string().trim().min(3).max(255),
    loginPassword: z.string().max(128).optional(),
  }),
]);
export type ContactCodeBody = z.infer<typeof contactCodeBodySchema>;
export const contactCodeValueSchema = z.object({ expiredMinutes: z.number().int(), sentTo: z.string() });

/** POST /wps/member/contact/verify: the code binds the address it was sent to. */
export const contactVerifyBodySchema = z.object({
  channel: z.enum(['sms', 'email']),
  code: z.string().trim().min(1).max(16),
});

/** POST /wps/member/paymentPassword/reset/code: a code to the bound mobile or e-mail. */
export const paymentPasswordResetCodeBodySchema = z.object({ channel: z.enum(['sms', 'email']) });

/**
 * POST /wps/member/paymentPassword/reset (E): the code and the new payment password, which follows
 * the merchant's payment-password rule (payment-password.ts).
 */
export const paymentPasswordResetBodySchema = z.object({
  channel: z.enum(['sms', 'email']),
  code: z.string().trim().min(1).max(16),
  paymentPassword: z.string().min(1).max(128),
  confirmPaymentPassword: z.string().min(1).max(128),
});
export type PaymentPasswordResetBody = z.infer<typeof paymentPasswordResetBodySchema>;
export const paymentPasswordResetValueSchema = z.object({ hasPaymentPassword: z.literal(true) });
