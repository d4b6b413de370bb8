import type { SocialChannel } from '@gp/contract/social';

/**
 * Where each channel's provider lives (issue 18). OpenID Connect channels are found by discovery
 * from their issuer and prove the sign-in with a signed ID token (issuer, audience, nonce checked by
 * openid-client). OAuth 2.0 channels have fixed endpoints and a profile URL read with the access
 * token. Every channel uses the authorization code with PKCE (S256) and a single-use state.
 * `SOCIAL_<CHANNEL>_ISSUER` replaces a preset with an OpenID Connect provider at that issuer.
 */
export type ChannelPreset =
  | { kind: 'oidc'; issuer: string; scope: string }
  | {
      kind: 'oauth2';
      authorizationEndpoint: string;
      tokenEndpoint: string;
      /** The profile: a JSON object with the account id, name and (when granted) e-mail. */
      profileUrl: string;
      scope: string;
      /** Zalo names the client `app_id` and takes its secret in a `secret_key` header. */
      dialect: 'standard' | 'zalo';
    };

export const channelPresets: Record<SocialChannel, ChannelPreset> = {
  GOOGLE: { kind: 'oidc', issuer: 'https://accounts.google.com', scope: 'openid email profile' },
  LINE: { kind: 'oidc', issuer: 'https://access.line.me', scope: 'openid profile email' },
  FACEBOOK: {
    kind: 'oauth2',
    authorizationEndpoint: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenEndpoint: 'https://graph.facebook.com/v19.0/oauth/access_token',
    profileUrl: 'https://graph.facebook.com/me?fields=id,name,email',
    scope: 'public_profile email',
    dialect: 'standard',
  },
  ZALO: {
    kind: 'oauth2',
    authorizationEndpoint: 'https://oauth.zaloapp.com/v4/permission',
    tokenEndpoint: 'https://oauth.zaloapp.com/v4/access_token',
    profileUrl: 'https://graph.zalo.me/v2.0/me?fields=id,name',
    scope: '',
    dialect: 'zalo',
  },
};

/** The channel's preset, or an OpenID Connect provider at the configured issuer. */
export const presetFor = (channel: SocialChannel, issuer: string | undefined): ChannelPreset =>
  issuer ? { kind: 'oidc', issuer, scope: 'openid email profile' } : channelPresets[channel];
