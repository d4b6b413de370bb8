import { z } from 'zod';
import { challengePayloadSchema, loginValueSchema } from './session.js';
import { registerBodySchema } from './verification.js';

/**
 * Social sign-in (spec 1, 2.5 "social login buttons"; issue 18): up to four channels, each an
 * OpenID Connect or OAuth 2.0 provider the merchant enabled and the server holds credentials for.
 * The browser starts a flow (POST .../start answers the provider's authorization URL), the provider
 * sends it back to the server's callback, which redirects to the web route `/social` with a one-time
 * ticket in the URL fragment. The page redeems the ticket: a linked identity logs in (the same
 * answers and refusals as login: login_2fa, account_excluded ...), an unknown one creates an account
 * under the registration rules or links to an existing account with its password.
 */
export const socialChannels = ['GOOGLE', 'FACEBOOK', 'LINE', 'ZALO'] as const;
export const socialChannelSchema = z.enum(socialChannels);
export type SocialChannel = z.infer<typeof socialChannelSchema>;

/** 32 random bytes, base64url: the result ticket of a callback. */
const ticket = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
const deviceToken = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/)
  .optional();

/** GET /wps/session/social/channels: the channels the login modal offers, in the merchant's order. */
export const socialChannelsQuerySchema = z.object({});
export const socialChannelsValueSchema = z.object({ channels: z.array(socialChannelSchema) });

/** POST /wps/session/social/start and /wps/session/social/link/start: where to send the browser. */
export const socialStartBodySchema = z.object({ channel: socialChannelSchema });
export const socialStartValueSchema = z.object({ url: z.string() });

/** POST /wps/session/social/ticket: redeem the callback's ticket. */
export const socialTicketBodySchema = z.object({ ticket, deviceToken });
export const socialTicketValueSchema = z.discriminatedUnion('status', [
  /** The identity is linked: the session, exactly as from login. */
  z.object({ status: z.literal('loggedIn'), login: loginValueSchema }),
  /** No account has this identity yet: create one or link one (same ticket, until expiresAt). */
  z.object({
    status: z.literal('new'),
    channel: socialChannelSchema,
    /** The provider's verified e-mail, used for a new account's e-mail field; null when not given. */
    email: z.string().nullable(),
    name: z.string().nullable(),
    /** A free username that fits the merchant's rule, made from the e-mail or the name. */
    suggestedUsername: z.string(),
    expiresAt: z.string(),
  }),
]);
export type SocialTicketValue = z.infer<typeof socialTicketValueSchema>;

/**
 * POST /wps/session/social/register (E): a new account for the ticket's identity, under the
 * merchant's registration rules without the password (the account logs in by the channel; proof of
 * work and the image captcha are replaced by the provider's own sign-in).
 */
export const socialRegisterBodySchema = registerBodySchema
  .pick({
    username: true,
    payeeName: true,
    email: true,
    qqNum: true,
    mobileNum: true,
    countryDialingCode: true,
    recommenderId: true,
    verificationCode: true,
    affiliateCode: true,
    paymentPassword: true,
    line: true,
    whatsapp: true,
    facebook: true,
    wechat: true,
    idNumber: true,
    referralCode: true,
    birthday: true,
    termsAccepted: true,
  })
  .extend({ ticket, deviceToken });
export type SocialRegisterBody = z.infer<typeof socialRegisterBodySchema>;

/** POST /wps/session/social/link (E): link the ticket's identity to an account by its password. */
export const socialLinkBodySchema = z.object({
  ticket,
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  challenge: challengePayloadSchema.optional(),
  captcha: z.string().trim().max(16).optional(),
  captchaId: z.string().max(64).optional(),
  deviceToken,
});

/** GET /wps/session/social/links: the member's linked channels and the ones it may link. */
export const socialLinksQuerySchema = z.object({});
export const socialLinksValueSchema = z.object({
  links: z.array(
    z.object({ channel: socialChannelSchema, email: z.string().nullable(), linkedAt: z.string() }),
  ),
  /** Enabled channels not linked yet. */
  available: z.array(socialChannelSchema),
  /** Whether the account has a password it can log in with (else the last channel stays). */
  hasPassword: z.boolean(),
});
export type SocialLinksValue = z.infer<typeof socialLinksValueSchema>;

/**
 * POST /wps/session/social/link/confirm: link the ticket's identity to the logged-in member (a flow
 * it started from the security centre, or one whose password link waited for the second factor).
 */
export const socialLinkConfirmBodySchema = z.object({ ticket });
export const socialLinkConfirmValueSchema = z.object({ channel: socialChannelSchema });

/** POST /wps/session/social/unlink: refused while it is the last way to log in. */
export const socialUnlinkBodySchema = z.object({ channel: socialChannelSchema });
