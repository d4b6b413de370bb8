import type { LoginValue } from '@gp/contract/session';
import type {
  SocialChannel,
  SocialLinksValue,
  SocialRegisterBody,
  SocialTicketValue,
} from '@gp/contract/social';
import type { RegisterSettings } from '@gp/contract/system';
import type { RegisterBody } from '@gp/contract/verification';
import { checkFieldRule } from '@gp/contract/patterns';
import type { Transaction } from 'kysely';
import type { DatabaseSchema, MemberRow } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { unusablePasswordHash } from '../../lib/password-hash.js';
import type { RateLimitStore } from '../../lib/rate-limit.js';
import type { LoginMeta, LoginService } from '../session/login-service.js';
import { hashToken } from '../session/session-service.js';
import type { ProviderClient } from './provider-client.js';
import type { SocialRepository } from './repository.js';
import { createSocialFlow, ticketInvalid, type AnsweredFlow } from './social-flow.js';

/**
 * Social sign-in's accounts (issue 18); the provider flow and its tickets are social-flow.ts. A ticket
 * logs in a linked identity through the login service's completeLogin (time-out, self-exclusion and
 * the second factor apply), or creates an account under the registration rules, or links an account
 * whose password is proven under login's guards. A member links and unlinks in the security centre;
 * the last way to log in (no usable password, no other channel) cannot be unlinked.
 */
const alreadyLinked = () =>
  new AppError('social_already_linked', 'This sign-in is already linked to an account');

export interface SocialMeta extends LoginMeta {
  /** The browser's binding cookie, when it sent one. */
  browser: string | undefined;
}

/** A username that fits the rule, from the e-mail's local part or the name, padded and cut to length. */
export const usernameSuggestion = (
  identity: { email: string | null; name: string | null },
  settings: RegisterSettings,
  suffix: string,
): string => {
  const rule = settings.rules.username;
  const min = Math.max(rule?.minLength ?? 6, 1);
  const max = Math.max(rule?.maxLength ?? 16, min);
  const letters = (identity.email?.split('@')[0] ?? identity.name ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  let base = letters.replace(/^[0-9]+/, '') || 'player';
  base = base.slice(0, Math.max(max - suffix.length, 1));
  let candidate = `${base}${suffix}`;
  while (candidate.length < min) candidate += '0';
  candidate = candidate.slice(0, max);
  return rule && checkFieldRule(candidate, rule) ? `player${suffix}`.slice(0, max) : candidate;
};

export const createSocialService = (deps: {
  repo: SocialRepository;
  clock: Clock;
  merchantCode: string;
  limits: RateLimitStore;
  flag: (modId: string) => Promise<boolean>;
  /** The channels the server has credentials for. */
  clients: Partial<Record<SocialChannel, ProviderClient>>;
  login: LoginService;
  registerSettings: () => Promise<RegisterSettings>;
  accountTaken: (account: string) => Promise<boolean>;
  memberById: (id: number) => Promise<MemberRow | undefined>;
  registerSocial: (
    body: RegisterBody,
    meta: LoginMeta,
    beforeCommit: (trx: Transaction<DatabaseSchema>, row: MemberRow) => Promise<void>,
  ) => Promise<LoginValue>;
  revokeSession: (tokenHash: string) => Promise<unknown>;
  log: { warn: (details: object, message: string) => void };
}) => {
  const { repo, clock, merchantCode } = deps;
  const provider = createSocialFlow(deps);
  const { enabledChannels, flowOfTicket } = provider;

  /** Links the flow's identity to `memberId` and spends the ticket, in one transaction. */
  const linkInTransaction = async (
    trx: Transaction<DatabaseSchema>,
    flow: AnsweredFlow,
    memberId: number,
  ) => {
    if (!(await repo.consumeTicket(flow.id, clock().toISOString(), trx))) throw ticketInvalid();
    await repo.linkIdentity(
      trx,
      {
        merchant_code: merchantCode,
        member_id: memberId,
        channel: flow.channel,
        subject: flow.subject,
        email: flow.email,
      },
      clock().toISOString(),
    );
  };

  /** The link's own transaction; a unique index refusing it means someone linked first. */
  const link = async (flow: AnsweredFlow, memberId: number) => {
    try {
      await repo.transaction((trx) => linkInTransaction(trx, flow, memberId));
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (await repo.findIdentity(merchantCode, flow.channel, flow.subject)) throw alreadyLinked();
      if ((await repo.identitiesOf(memberId)).some((row) => row.channel === flow.channel))
        throw alreadyLinked();
      throw error;
    }
  };

  const refuseLinked = async (flow: AnsweredFlow, memberId?: number) => {
    if (await repo.findIdentity(merchantCode, flow.channel, flow.subject)) throw alreadyLinked();
    if (
      memberId !== undefined &&
      (await repo.identitiesOf(memberId)).some((row) => row.channel === flow.channel)
    )
      throw alreadyLinked();
  };

  const linksOf = async (memberId: number): Promise<SocialLinksValue> => {
    const [links, enabled, hash] = await Promise.all([
      repo.identitiesOf(memberId),
      enabledChannels(),
      repo.passwordHashOf(memberId),
    ]);
    return {
      links: links.map((row) => ({ channel: row.channel, email: row.email, linkedAt: row.linked_at })),
      available: enabled.filter((channel) => !links.some((row) => row.channel === channel)),
      hasPassword: hash !== undefined && hash !== unusablePasswordHash,
    };
  };

  return {
    enabledChannels,
    start: provider.start,
    startLink: provider.startLink,
    callback: provider.callback,

    /** A login-mode ticket: a linked identity logs in; an unknown one gets what the sign-up page needs. */
    redeem: async (ticket: string, meta: SocialMeta): Promise<SocialTicketValue> => {
      const flow = await flowOfTicket(ticket, meta.browser);
      if (flow.mode !== 'login') throw ticketInvalid();
      const identity = await repo.findIdentity(merchantCode, flow.channel, flow.subject);
      if (identity) {
        if (!(await repo.consumeTicket(flow.id, clock().toISOString()))) throw ticketInvalid();
        const member = await deps.memberById(identity.member_id);
        if (!member) throw ticketInvalid();
        await repo.touchIdentity(merchantCode, flow.channel, flow.subject, clock().toISOString());
        const login = await deps.login.completeLogin(member, { ...meta, portal: 'player', type: 'social' });
        return { status: 'loggedIn', login };
      }
      const settings = await deps.registerSettings();
      let suggestedUsername = usernameSuggestion(flow, settings, '');
      for (let i = 0; i < 5 && (await deps.accountTaken(suggestedUsername)); i++) {
        suggestedUsername = usernameSuggestion(
          flow,
          settings,
          String(1000 + Math.floor(Math.random() * 9000)),
        );
      }
      return {
        status: 'new',
        channel: flow.channel,
        email: flow.email,
        name: flow.name,
        suggestedUsername,
        expiresAt: flow.ticket_expires_at!,
      };
    },

    /** A new account for the ticket's identity; the provider's verified e-mail fills an empty e-mail field. */
    register: async (body: SocialRegisterBody, meta: SocialMeta): Promise<LoginValue> => {
      const flow = await flowOfTicket(body.ticket, meta.browser);
      if (flow.mode !== 'login') throw ticketInvalid();
      await refuseLinked(flow);
      const { ticket: _ticket, deviceToken: _device, ...fields } = body;
      const registration: RegisterBody = {
        ...fields,
        email: fields.email || (flow.email ?? undefined),
        login: true,
        registerMethod: 'WEB',
      };
      try {
        return await deps.registerSocial(registration, meta, (trx, row) =>
          linkInTransaction(trx, flow, row.id),
        );
      } catch (error) {
        if (
          !(error instanceof AppError) &&
          (await repo.findIdentity(merchantCode, flow.channel, flow.subject))
        )
          throw alreadyLinked();
        throw error;
      }
    },

    /**
     * Links the ticket's identity to an account by its password (login's guards), then logs in. A
     * login that asks for the second factor links nothing yet: once answered, the page confirms the
     * link with the ticket (`confirm`), which this member may do.
     */
    linkWithPassword: async (
      body: {
        ticket: string;
        username: string;
        password: string;
        challenge?: unknown;
        captcha?: string;
        captchaId?: string;
      },
      meta: SocialMeta,
    ): Promise<LoginValue> => {
      const flow = await flowOfTicket(body.ticket, meta.browser);
      if (flow.mode !== 'login') throw ticketInvalid();
      await refuseLinked(flow);
      const member = await deps.login.provePassword(
        body as Parameters<LoginService['provePassword']>[0],
        meta,
      );
      await refuseLinked(flow, member.id);
      await repo.proveMember(flow.id, member.id);
      const login = await deps.login.completeLogin(member, { ...meta, portal: 'player', type: 'username' });
      try {
        await link(flow, member.id);
      } catch (error) {
        // Nothing half-done: the session this login opened ends with the refused link.
        await deps.revokeSession(hashToken(login.token));
        throw error;
      }
      return login;
    },

    /** Links a ticket to the logged-in member: its own link flow, or its password link after the second factor. */
    confirm: async (ticket: string, memberId: number, browser: string | undefined) => {
      const flow = await flowOfTicket(ticket, browser);
      const mine = flow.mode === 'link' ? flow.member_id === memberId : flow.proven_member_id === memberId;
      if (!mine) throw ticketInvalid();
      await refuseLinked(flow, memberId);
      await link(flow, memberId);
      return { channel: flow.channel };
    },

    links: linksOf,

    unlink: async (memberId: number, channel: SocialChannel): Promise<SocialLinksValue> => {
      const outcome = await repo.unlink(memberId, channel, unusablePasswordHash);
      if (outcome === 'not_linked') throw new AppError('social_not_linked', 'This channel is not linked');
      if (outcome === 'last') {
        throw new AppError(
          'social_last_login',
          'Set a password or link another channel before removing this one',
        );
      }
      return linksOf(memberId);
    },
  };
};

export type SocialService = ReturnType<typeof createSocialService>;
