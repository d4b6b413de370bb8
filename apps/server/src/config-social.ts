import { socialChannels, type SocialChannel } from '@gp/contract/social';
import { z } from 'zod';

/**
 * Social sign-in settings (issue 18): per channel a client id and secret, and an optional issuer that
 * replaces the channel's preset (an OpenID Connect provider found by discovery; the tests point a
 * channel at a provider they start). A channel without credentials is never offered.
 */
export interface SocialChannelCredentials {
  clientId: string;
  clientSecret: string;
  issuer: string | undefined;
}

export interface SocialConfig {
  /** Public origin of the callback (https://play.example.com); unset: the request's own origin. */
  callbackOrigin: string | undefined;
  channels: Partial<Record<SocialChannel, SocialChannelCredentials>>;
}

const text = z
  .string()
  .optional()
  .transform((v) => (v === '' ? undefined : v));
const url = text.refine(
  (v) => v === undefined || /^https?:\/\/[^\s/]+(\/\S*)?$/.test(v),
  'must be an http:// or https:// URL',
);

const names = (channel: SocialChannel) =>
  [`SOCIAL_${channel}_CLIENT_ID`, `SOCIAL_${channel}_CLIENT_SECRET`, `SOCIAL_${channel}_ISSUER`] as const;

/** The variables, spread into the environment schema (each has a README row). */
export const socialEnvShape = {
  SOCIAL_CALLBACK_ORIGIN: url.refine(
    (v) => v === undefined || !/^https?:\/\/[^/]+\/./.test(v),
    'must be an origin without a path',
  ),
  ...Object.fromEntries(
    socialChannels.flatMap((channel) => {
      const [id, secret, issuer] = names(channel);
      return [
        [id, text],
        [secret, text],
        [issuer, url],
      ];
    }),
  ),
} as Record<'SOCIAL_CALLBACK_ORIGIN' | ReturnType<typeof names>[number], typeof text>;

/** The parsed settings; a client id without its secret (or the reverse) is a problem to report. */
export const socialConfigOf = (
  e: Partial<Record<keyof typeof socialEnvShape, string | undefined>>,
  problems: string[],
): SocialConfig => {
  const channels: SocialConfig['channels'] = {};
  for (const channel of socialChannels) {
    const [idName, secretName, issuerName] = names(channel);
    const clientId = e[idName];
    const clientSecret = e[secretName];
    if (Boolean(clientId) !== Boolean(clientSecret)) {
      problems.push(`  ${idName}, ${secretName}: set both or neither`);
      continue;
    }
    if (clientId && clientSecret) channels[channel] = { clientId, clientSecret, issuer: e[issuerName] };
  }
  return { callbackOrigin: e.SOCIAL_CALLBACK_ORIGIN?.replace(/\/$/, ''), channels };
};
