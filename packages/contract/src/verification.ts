import { z } from 'zod';
import { constants } from './constants.js';
import { loginValueSchema, challengePayloadSchema } from './session.js';
import { memberInfoSchema } from './member.js';
import { patternCatalogue } from './patterns.js';

/**
 * SMS codes, registration, the affiliate check and password recovery (spec 3, 4.3-4.5, 5, 7.1).
 *
 * Phone numbers travel as a dialing code from GET /wps/system/countryCodes ('+82', the plus sign
 * optional) and the national number as typed: digits only, 6-15 of them. The server binds codes and
 * accounts to the full number in E.164 form: dialing code + national number without trunk zeros
 * (`toE164('+82', '01012345678')` = '+821012345678'). Bad numbers answer invalid_phone_format, a
 * missing one missing_phone; both are checked on the server, so the schemas only bound the length.
 */
export const nationalNumberPattern = /^[0-9]{6,15}$/;
export const dialingCodePattern = /^\+?[0-9]{1,4}$/;

/** '+82' + '01012345678' -> '+821012345678' (inputs already validated). */
export const toE164 = (dialingCode: string, nationalNumber: string): string =>
  `+${dialingCode.replace(/^\+/, '')}${nationalNumber.replace(/^0+/, '')}`;

const phoneText = z.string().trim().max(32);
const dialingCode = z.string().trim().max(8);

/** POST /wps/verification/sms/login body: the code for SMS login. */
export const smsLoginCodeBodySchema = z.object({
  mobileNum: phoneText.optional(),
  countryDialingCode: dialingCode.optional(),
  /** Proof-of-work result (GET /wps/captcha/challenge); missing -> complete_verification_first. */
  challenge: challengePayloadSchema.optional(),
});
export type SmsLoginCodeBody = z.infer<typeof smsLoginCodeBodySchema>;

/** POST /wps/verification/sms/register and /register/mobile body (spec 7.1 names the number mobileNo). */
export const smsRegisterBodySchema = z.object({
  mobileNo: phoneText.optional(),
  countryDialingCode: dialingCode.optional(),
  challenge: challengePayloadSchema.optional(),
});
export type SmsRegisterBody = z.infer<typeof smsRegisterBodySchema>;

/** POST /wps/verification/sms/noLogin body: the code for forgot-password-by-phone. */
export const smsNoLoginBodySchema = smsLoginCodeBodySchema;
export type SmsNoLoginBody = SmsLoginCodeBody;

/** Value of every SMS code call: the countdown is 60 s x expiredMinutes (spec 4.3). */
export const smsCodeValueSchema = z.object({ expiredMinutes: z.number().int().positive() });
export type SmsCodeValue = z.infer<typeof smsCodeValueSchema>;

const text = (max: number) => z.string().trim().max(max).optional();
const secret = z.string().max(128).optional();

/**
 * PUT /wps/member/register and /register/mobile body (inside the encrypted envelope): the Register user
 * payload of spec 3 plus birthday and termsAccepted. Every text field is optional here: the server
 * applies the per-field rules it publishes at GET /wps/system/setting/register (enabled, required,
 * pattern, length) and answers invalid_field with `value: registerFieldErrorSchema` for the first field
 * that breaks its rule. Fields whose rule is disabled are ignored. For mobile registration the
 * username is the mobile number (any username sent is ignored).
 */
export const registerBodySchema = z.object({
  username: text(64),
  password: secret,
  confirmPassword: secret,
  payeeName: text(100),
  email: text(255),
  qqNum: text(32),
  mobileNum: phoneText.optional(),
  countryDialingCode: dialingCode.optional(),
  recommenderId: text(64),
  /** Proof-of-work result (GET /wps/captcha/challenge, solved): required, single use. */
  challenge: challengePayloadSchema.optional(),
  /** Image captcha text and its id (GET /wps/captcha), when the captcha field is enabled. */
  captcha: text(16),
  captchaId: text(64),
  /** The registration SMS code (REGMOBVERF3), unless firebaseIdToken is sent. */
  verificationCode: text(constants.verificationCodeMaxLength),
  affiliateCode: text(64),
  paymentPassword: secret,
  line: text(100),
  whatsapp: text(32),
  facebook: text(100),
  wechat: text(100),
  idNumber: text(64),
  /** From the referralCode query parameter of the page. */
  referralCode: text(64),
  domain: text(255),
  /** yyyy-MM-dd or MM-dd-yyyy per the birthday rule's patternId (17 or 18). */
  birthday: text(10),
  termsAccepted: z.boolean().optional(),
  /** true (the default): the response value is a session, as from login. */
  login: z.boolean().default(true),
  registerUrl: text(2048),
  registerMethod: z.literal('WEB').default('WEB'),
  /** Phone-verification-service variant: a signed ID token whose phone_number is the mobile number. */
  firebaseChannel: text(32),
  firebaseIdToken: z.string().max(8192).optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** `value` of an invalid_field failure: translate messageKey (pattern catalogue) with min and max. */
export const registerFieldErrorSchema = z.object({
  field: z.string(),
  reason: z.enum(['required', 'pattern']),
  messageKey: z.string(),
  min: z.number().int(),
  max: z.number().int(),
});
export type RegisterFieldError = z.infer<typeof registerFieldErrorSchema>;

/** Register value: a session (login flag true) or just the new member (login flag false). */
export const registerValueSchema = z.union([
  loginValueSchema,
  z.object({ registered: z.literal(true), member: memberInfoSchema }),
]);
export type RegisterValue = z.infer<typeof registerValueSchema>;

/** GET /wps/agent/affiliate query and value: is the code a valid agent affiliate code? */
export const affiliateQuerySchema = z.object({
  code: z.string().trim().min(1).max(64),
  domain: z.string().trim().max(255).optional(),
});
export const affiliateValueSchema = z.object({ valid: z.boolean() });

/** POST /wps/member/password/email body (application/x-www-form-urlencoded). */
export const forgotPasswordEmailBodySchema = z.object({
  username: z.string().trim().min(1).max(64),
  email: z
    .string()
    .trim()
    .min(3)
    .max(255)
    .regex(new RegExp(patternCatalogue[4].pattern, 'u'), 'must be an e-mail address'),
});
/**
 * Always the same answer, whether or not the account exists (no account enumeration). When username and
 * e-mail match, a single-use reset code that lives `expiredMinutes` is mailed (issue 13).
 */
export const forgotPasswordEmailValueSchema = z.object({
  sent: z.literal(true),
  expiredMinutes: z.number().int().positive(),
});

/**
 * POST /wps/member/password/email/reset body (E, path chosen): the mailed reset code sets a new password.
 * The code is matched without case, spaces or hyphens.
 */
export const resetPasswordByEmailBodySchema = z.object({
  username: z.string().trim().min(1).max(64),
  code: z.string().trim().min(1).max(32),
  newPassword: z.string().min(1).max(128),
  /** Must equal newPassword (inconsistent_twice). */
  confirmNewPassword: z.string().max(128),
});
export type ResetPasswordByEmailBody = z.infer<typeof resetPasswordByEmailBodySchema>;
/** The account to log in with, with the new password. */
export const resetPasswordByEmailValueSchema = z.object({ account: z.string() });

/** POST /wps/member/password/verification body (E): set the password with a noLogin SMS code. */
export const setPasswordByPhoneBodySchema = z.object({
  newPassword: z.string().min(1).max(128),
  /** Optional; when sent it must equal newPassword (inconsistent_twice). */
  confirmNewPassword: z.string().max(128).optional(),
  mobileNum: phoneText.optional(),
  countryDialingCode: dialingCode.optional(),
  verificationCode: text(constants.verificationCodeMaxLength),
});
export type SetPasswordByPhoneBody = z.infer<typeof setPasswordByPhoneBodySchema>;
/** The account to log in with, with the new password (spec 4.5: the client then logs in). */
export const setPasswordByPhoneValueSchema = z.object({ account: z.string() });
