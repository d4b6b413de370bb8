import type { SocialChannel } from '@gp/contract/social';
import * as oidc from 'openid-client';
import type { SocialChannelCredentials } from '../../config-social.js';
import { presetFor, type ChannelPreset } from './presets.js';

/** What a finished sign-in tells us about the person. */
export interface ProviderIdentity {
  subject: string;
  /** Only an address the provider says is verified. */
  email: string | null;
  name: string | null;
}

export interface FlowSecrets {
  redirectUri: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Loopback providers (the tests' own) may use http outside production; every other one needs https. */
const loopback = (url: string) => /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?(\/|$)/.test(url);

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 255) : null;

/**
 * One channel's provider through openid-client (issue 18): the authorization URL with state, nonce
 * and the PKCE challenge, and the callback's checks and code exchange (state, `iss` when the provider
 * sends it, the ID token's signature, issuer, audience, expiry and nonce, the userinfo's subject).
 * Discovery runs on first use and again after a failure.
 */
export const createProviderClient = (
  channel: SocialChannel,
  credentials: SocialChannelCredentials,
  options: { production: boolean },
) => {
  const preset: ChannelPreset = presetFor(channel, credentials.issuer);
  let configuration: Promise<oidc.Configuration> | null = null;

  const insecure = (url: string) => !options.production && loopback(url);

  const load = async (): Promise<oidc.Configuration> => {
    if (preset.kind === 'oidc') {
      return oidc.discovery(
        new URL(preset.issuer),
        credentials.clientId,
        undefined,
        oidc.ClientSecretBasic(credentials.clientSecret),
        insecure(preset.issuer) ? { execute: [oidc.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
      );
    }
    const auth: oidc.ClientAuth =
      preset.dialect === 'zalo'
        ? (_as, client, body, headers) => {
            body.set('app_id', client.client_id);
            headers.set('secret_key', credentials.clientSecret);
          }
        : oidc.ClientSecretPost(credentials.clientSecret);
    return new oidc.Configuration(
      {
        issuer: new URL(preset.authorizationEndpoint).origin,
        authorization_endpoint: preset.authorizationEndpoint,
        token_endpoint: preset.tokenEndpoint,
      },
      credentials.clientId,
      undefined,
      auth,
    );
  };

  const config = (): Promise<oidc.Configuration> => {
    configuration ??= load().catch((error: unknown) => {
      configuration = null;
      throw error;
    });
    return configuration;
  };

  const profileOf = async (accessToken: string): Promise<Record<string, unknown>> => {
    if (preset.kind !== 'oauth2') throw new Error('not an OAuth 2.0 channel');
    const response =
      preset.dialect === 'zalo'
        ? await fetch(preset.profileUrl, {
            headers: { access_token: accessToken },
            signal: AbortSignal.timeout(10_000),
          })
        : await oidc.fetchProtectedResource(await config(), accessToken, new URL(preset.profileUrl), 'GET');
    if (!response.ok) throw new Error(`profile answered ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  };

  return {
    authorizationUrl: async (flow: FlowSecrets): Promise<string> => {
      const params: Record<string, string> = {
        redirect_uri: flow.redirectUri,
        response_type: 'code',
        state: flow.state,
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.codeVerifier),
        code_challenge_method: 'S256',
      };
      if (preset.scope) params.scope = preset.scope;
      if (preset.kind === 'oidc') params.nonce = flow.nonce;
      if (preset.kind === 'oauth2' && preset.dialect === 'zalo') params.app_id = credentials.clientId;
      return oidc.buildAuthorizationUrl(await config(), params).href;
    },

    /** The callback's query (as received) -> the identity; throws when any check fails. */
    exchange: async (flow: FlowSecrets, query: string): Promise<ProviderIdentity> => {
      const c = await config();
      const current = new URL(`${flow.redirectUri}?${query}`);
      if (preset.kind === 'oidc') {
        const tokens = await oidc.authorizationCodeGrant(c, current, {
          pkceCodeVerifier: flow.codeVerifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) throw new Error('no ID token');
        const info = c.serverMetadata().userinfo_endpoint
          ? await oidc.fetchUserInfo(c, tokens.access_token, claims.sub)
          : {};
        const all: Record<string, unknown> = { ...claims, ...info };
        return {
          subject: claims.sub,
          email: all.email_verified === true ? text(all.email) : null,
          name: text(all.name),
        };
      }
      const tokens = await oidc.authorizationCodeGrant(c, current, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
      });
      const profile = await profileOf(tokens.access_token);
      const subject =
        typeof profile.id === 'string' || typeof profile.id === 'number' ? String(profile.id) : '';
      if (!subject) throw new Error('the profile has no id');
      // Facebook returns only an address its owner confirmed; Zalo shares none.
      return { subject, email: text(profile.email), name: text(profile.name) };
    },
  };
};

export type ProviderClient = ReturnType<typeof createProviderClient>;
