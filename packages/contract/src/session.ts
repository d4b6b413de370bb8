import { z } from 'zod';
import { memberInfoSchema } from './member.js';

/**
 * Session calls of spec section 7.1: login (E), free-play login, logout, the image captcha and the
 * proof-of-work challenge.
 *
 * Login body is a discriminated union on `type`: 'username', and `smsLoginBodySchema` (type 'sms',
 * username = mobile number, password = SMS code). Both require the proof-of-work challenge.
 */

/**
 * Proof-of-work result (ALTCHA v1 payload): the challenge from GET /wps/captcha/challenge plus the
 * `number` the client found such that SHA-256(salt + number) = challenge.
 */
export const challengePayloadSchema = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string().regex(/^[0-9a-f]{64}$/),
  number: z.number().int().min(0).max(10_000_000),
  salt: z.string().min(1).max(200),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});
export type ChallengePayload = z.infer<typeof challengePayloadSchema>;

/** GET /wps/captcha/challenge value (ALTCHA v1 challenge). */
export const challengeValueSchema = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  maxnumber: z.number().int(),
  salt: z.string(),
  signature: z.string(),
});
export type ChallengeValue = z.infer<typeof challengeValueSchema>;

/** GET /wps/captcha value: an image captcha; send `id` back as captchaId with the typed text. */
export const captchaValueSchema = z.object({
  id: z.string(),
  image: z.string().startsWith('data:image/svg+xml;base64,'),
  /** Seconds until the captcha expires; each captcha can be checked once. */
  expiresIn: z.number().int().positive(),
});
export type CaptchaValue = z.infer<typeof captchaValueSchema>;

/** Which login page the request comes from: the agent page refuses non-agents (error_not_agent). */
export const loginPortalSchema = z.enum(['player', 'agent']);

/** A browser the member trusted for 30 days at the second factor (second-factor.ts). */
const deviceToken = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/)
  .optional();

const captchaFields = {
  /** Text of the image captcha; required once the server asked for it (`captcha: true`). */
  captcha: z.string().trim().max(16).optional(),
  captchaId: z.string().max(64).optional(),
  portal: loginPortalSchema.default('player'),
  deviceToken,
};

export const usernameLoginBodySchema = z.object({
  type: z.literal('username'),
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  /** Proof-of-work result; required for username login. */
  challenge: challengePayloadSchema.optional(),
  ...captchaFields,
});

/**
 * SMS login (whitelabel SMSLOGIN3): username = the national mobile number and countryDialingCode as
 * sent to POST /wps/verification/sms/login, password = the 6-digit SMS code. Never a forced password
 * change. The proof-of-work challenge is required as for username login (spec 4.2 step 1 skips it;
 * a guessable six-digit code must cost each guess the same work: docs/decisions.md "Guess limits").
 */
export const smsLoginBodySchema = z.object({
  type: z.literal('sms'),
  username: z.string().trim().min(1).max(32),
  countryDialingCode: z.string().trim().min(1).max(8),
  password: z.string().trim().min(1).max(255),
  /** Proof-of-work result; required (answered complete_verification_first when missing). */
  challenge: challengePayloadSchema.optional(),
  portal: loginPortalSchema.default('player'),
  deviceToken,
});

/** POST /wps/session/login body (inside the encrypted envelope). */
export const loginBodySchema = z.discriminatedUnion('type', [usernameLoginBodySchema, smsLoginBodySchema]);
export type LoginBody = z.infer<typeof loginBodySchema>;
export type LoginType = LoginBody['type'];

/** Login and free-play login success value. */
export const loginValueSchema = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  /** Password older than the maximum age while the whitelabel PWDEXPIRY3 flag is on. */
  passwordExpired: z.boolean(),
  /** Password equals the merchant's default initial password, or passwordExpired: open change-password. */
  mustChangePassword: z.boolean(),
  member: memberInfoSchema,
});
export type LoginValue = z.infer<typeof loginValueSchema>;

/** The ways of the second factor of login (spec 4.2 step 5; second-factor.ts). */
export const secondFactorMethods = ['sms', 'email', 'bank', 'totp'] as const;
export type SecondFactorMethod = (typeof secondFactorMethods)[number];

/** `value` of a `login_2fa` failure. */
export const loginChallengeValueSchema = z.object({
  /** Names the pending login; valid for a few minutes, from the same IP, once. */
  ticket: z.string(),
  methods: z.array(z.enum(secondFactorMethods)),
  /** The bound mobile and e-mail, masked (+82 10-••••-5678, d•••@example.com), or null. */
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  expiresAt: z.string(),
});
export type LoginChallengeValue = z.infer<typeof loginChallengeValueSchema>;

/**
 * A failed login's value: whether the image captcha is now required, or (issue 18) the time-out or
 * self-exclusion that keeps the account closed, with its end, or the login challenge of `login_2fa`.
 */
export const loginFailureValueSchema = z.union([
  z.object({ captcha: z.boolean() }),
  z.object({ kind: z.enum(['TIME_OUT', 'SELF_EXCLUSION']), startsAt: z.string(), endsAt: z.string() }),
  loginChallengeValueSchema,
]);

/** POST /wps/session/login/freeplay body; headers per payload-crypto.ts `freePlayHeaders`. */
export const freePlayBodySchema = z.object({
  os: z.string().trim().min(1).max(32),
  platform: z.literal('W'),
});

/** DELETE /wps/session/logout value. */
export const logoutValueSchema = z.object({ loggedOut: z.literal(true) });
