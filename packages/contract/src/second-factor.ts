import { z } from 'zod';
import { loginValueSchema, secondFactorMethods } from './session.js';

export {
  loginChallengeValueSchema,
  secondFactorMethods,
  type LoginChallengeValue,
  type SecondFactorMethod,
} from './session.js';

/**
 * The second factor of login (spec 4.2 step 5, `login_2fa`; issue 18) and the authenticator app of
 * the security centre. A correct password from an IP the member never verified answers `login_2fa`
 * with a login challenge: the ways this member can prove it is them, and a ticket naming the pending
 * login. The client sends a code (or the name on a bound bank account) with the ticket; success opens
 * the session the password would have opened.
 */
const ticket = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** POST /wps/session/login/verify/send: a code to the bound mobile or e-mail. */
export const loginCodeSendBodySchema = z.object({ ticket, method: z.enum(['sms', 'email']) });
export const loginCodeSendValueSchema = z.object({
  /** The code's lifetime; the send button waits a minute before another. */
  expiredMinutes: z.number().int(),
  sentTo: z.string(),
});

/**
 * POST /wps/session/login/verify (E): the code of the chosen method; for 'bank' the full name on a
 * bound bank account; 'recovery' is one of the authenticator's single-use recovery codes.
 */
export const loginVerifyBodySchema = z.object({
  ticket,
  method: z.enum([...secondFactorMethods, 'recovery']),
  code: z.string().trim().min(1).max(128),
  /** Skip the second factor on this browser for 30 days. */
  trustDevice: z.boolean().default(false),
});
export type LoginVerifyBody = z.infer<typeof loginVerifyBodySchema>;
export const loginVerifyValueSchema = loginValueSchema.extend({
  /** Sent back as `deviceToken` with later logins of this member from this browser. */
  deviceToken: z.string().optional(),
});
export type LoginVerifyValue = z.infer<typeof loginVerifyValueSchema>;
/** `value` of second_factor_wrong: answers this challenge still takes. */
export const loginVerifyFailureValueSchema = z.object({ attemptsLeft: z.number().int() });

/** GET /wps/member/security/authenticator */
export const authenticatorQuerySchema = z.object({});
export const authenticatorValueSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  /** Browsers trusted for 30 days that have not expired. */
  trustedDevices: z.number().int(),
});
export type AuthenticatorValue = z.infer<typeof authenticatorValueSchema>;

/** POST …/authenticator/setup: a new secret, enabled only once a first code confirms it. */
export const authenticatorSetupBodySchema = z.object({});
export const authenticatorSetupValueSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  /** otpauth:// URI, drawn as the QR code. */
  uri: z.string(),
});
export type AuthenticatorSetupValue = z.infer<typeof authenticatorSetupValueSchema>;

const totpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/);

/** POST …/authenticator/confirm: the first code; answers the ten recovery codes, shown once. */
export const authenticatorConfirmBodySchema = z.object({ code: totpCode });
export const authenticatorConfirmValueSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** POST …/authenticator/disable: a current code from the app, or a recovery code. */
export const authenticatorDisableBodySchema = z.object({ code: z.string().trim().min(6).max(16) });

/** POST …/trusted-devices/forget: every trusted browser asks for the second factor again. */
export const trustedDevicesForgetBodySchema = z.object({});
