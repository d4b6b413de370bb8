import { createHash, randomBytes } from 'node:crypto';
import type { SocialChannel } from '@gp/contract/social';
import { whitelabelFlags } from '@gp/contract/whitelabel';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { enforceLimit, type RateLimitStore } from '../../lib/rate-limit.js';
import type { ProviderClient, ProviderIdentity } from './provider-client.js';
import type { SocialRepository } from './repository.js';
import type { SocialFlowsTable } from './tables.js';

/**
 * The provider side of social sign-in (issue 18): `start` keeps the state's hash, nonce, PKCE verifier
 * and the browser's binding (a cookie) for ten minutes and answers the provider's URL; `callback`
 * claims the state once (same channel, same browser, unexpired), lets openid-client exchange the code
 * and check the tokens, and hands the web page a one-time ticket (ten minutes, same browser), which
 * `flowOfTicket` reads back for the account side (social-service.ts).
 */
export const flowMinutes = 10;
export const ticketMinutes = 10;
const startsPerIpPerHour = 60;

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const random = () => randomBytes(32).toString('base64url');

const unavailable = () => new AppError('social_channel_unavailable', 'This sign-in channel is not available');
export const ticketInvalid = () =>
  new AppError('social_ticket_invalid', 'This sign-in has expired or was already used, please start again');

/** A flow whose callback has stored the provider's identity. */
export type AnsweredFlow = SocialFlowsTable & { subject: string };

export const createSocialFlow = (deps: {
  repo: SocialRepository;
  clock: Clock;
  merchantCode: string;
  limits: RateLimitStore;
  flag: (modId: string) => Promise<boolean>;
  /** The channels the server has credentials for. */
  clients: Partial<Record<SocialChannel, ProviderClient>>;
  log: { warn: (details: object, message: string) => void };
}) => {
  const { repo, clock, merchantCode } = deps;

  /** Offered channels: SOCIALLOGIN3 on, the merchant's row on, and credentials present. */
  const enabledChannels = async (): Promise<SocialChannel[]> => {
    if (!(await deps.flag(whitelabelFlags.socialSignIn))) return [];
    return (await repo.channelSettings(merchantCode))
      .filter((row) => Number(row.enabled) === 1 && deps.clients[row.channel] !== undefined)
      .map((row) => row.channel);
  };

  const clientOf = async (channel: SocialChannel): Promise<ProviderClient> => {
    const client = deps.clients[channel];
    if (!client || !(await enabledChannels()).includes(channel)) throw unavailable();
    return client;
  };

  const start = async (
    channel: SocialChannel,
    meta: { ip: string; origin: string; browser: string | undefined },
    link: { memberId: number } | null,
  ) => {
    const client = await clientOf(channel);
    await enforceLimit(deps.limits, `social:start:ip:${meta.ip}`, startsPerIpPerHour, 3_600_000);
    const now = clock();
    const state = random();
    const browser = meta.browser ?? random();
    const flow = {
      state,
      nonce: random(),
      codeVerifier: random(),
      redirectUri: `${meta.origin}/wps/session/social/callback/${channel.toLowerCase()}`,
    };
    let url: string;
    try {
      url = await client.authorizationUrl(flow);
    } catch (error) {
      deps.log.warn({ channel, reason: (error as Error).message }, 'social provider unreachable');
      throw unavailable();
    }
    await repo.deleteFlowsBefore(new Date(now.getTime() - 86_400_000).toISOString());
    await repo.openFlow({
      id: sha256(state),
      merchant_code: merchantCode,
      channel,
      mode: link ? 'link' : 'login',
      member_id: link?.memberId ?? null,
      browser_hash: sha256(browser),
      ip: meta.ip,
      nonce: flow.nonce,
      code_verifier: flow.codeVerifier,
      redirect_uri: flow.redirectUri,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + flowMinutes * 60_000).toISOString(),
      callback_at: null,
      ticket_hash: null,
      ticket_expires_at: null,
      subject: null,
      email: null,
      name: null,
      proven_member_id: null,
      consumed_at: null,
    });
    return { url, browser };
  };

  /** The live result of a callback that a ticket names, asked from the browser the flow began in. */
  const flowOfTicket = async (ticket: string, browser: string | undefined): Promise<AnsweredFlow> => {
    const row = await repo.findFlowByTicket(sha256(ticket));
    if (
      !row ||
      browser === undefined ||
      row.browser_hash !== sha256(browser) ||
      row.consumed_at !== null ||
      row.subject === null ||
      (row.ticket_expires_at ?? '') <= clock().toISOString()
    ) {
      throw ticketInvalid();
    }
    return row as AnsweredFlow;
  };

  return {
    enabledChannels,
    flowOfTicket,

    start: (channel: SocialChannel, meta: { ip: string; origin: string; browser: string | undefined }) =>
      start(channel, meta, null),
    startLink: (
      channel: SocialChannel,
      memberId: number,
      meta: { ip: string; origin: string; browser: string | undefined },
    ) => start(channel, meta, { memberId }),

    /**
     * The provider sent the browser back: claims the state, exchanges the code; the web page's
     * fragment, `ticket=...` or `error=<code>` (never a token in a URL). No failure says which check failed.
     */
    callback: async (
      channel: SocialChannel,
      query: { raw: string; state: string | undefined; error: string | undefined },
      meta: { browser: string | undefined },
    ): Promise<string> => {
      const now = clock();
      const row = query.state ? await repo.findFlow(sha256(query.state)) : undefined;
      if (
        !row ||
        row.channel !== channel ||
        meta.browser === undefined ||
        row.browser_hash !== sha256(meta.browser) ||
        !(await repo.claimState(row.id, now.toISOString()))
      ) {
        return 'error=social_sign_in_failed';
      }
      if (query.error)
        return `error=${query.error === 'access_denied' ? 'social_sign_in_cancelled' : 'social_sign_in_failed'}`;
      const client = deps.clients[channel];
      if (!client) return 'error=social_channel_unavailable';
      let identity: ProviderIdentity;
      try {
        identity = await client.exchange(
          {
            redirectUri: row.redirect_uri,
            state: query.state!,
            nonce: row.nonce,
            codeVerifier: row.code_verifier,
          },
          query.raw,
        );
      } catch (error) {
        // The reason only (openid-client's messages carry no code or token).
        deps.log.warn({ channel, reason: (error as Error).message }, 'social sign-in refused');
        return 'error=social_sign_in_failed';
      }
      const ticket = random();
      await repo.storeResult(row.id, {
        ticket_hash: sha256(ticket),
        ticket_expires_at: new Date(clock().getTime() + ticketMinutes * 60_000).toISOString(),
        subject: identity.subject,
        email: identity.email,
        name: identity.name,
      });
      return `ticket=${ticket}`;
    },
  };
};
