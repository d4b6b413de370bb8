import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import { demoVendorPaths } from '@gp/contract/demo-vendor';
import { encryptPayload, type RsaPublicJwk } from '@gp/contract/payload-crypto';
import { routes, type RouteId } from '@gp/contract/routes';
import type { Clock } from '../../lib/clock.js';
import { hashToken, type SessionService } from '../../modules/session/session-service.js';
import type { Db } from '../database.js';

/** The app's clock, movable into the past while the activity seed runs (only when it is on). */
export type SeedClock = Clock & { backdate?: (ms: number) => void };

const seedIp = '127.0.0.1';

export interface Actor {
  token: string;
  call: (id: RouteId, opts?: { body?: unknown; query?: Record<string, string> }) => Promise<unknown>;
}

/** A route's answer value, or an error naming the step (the seed must not half-succeed silently). */
export const valueOf = (step: string, res: LightMyRequestResponse): unknown => {
  if (res.statusCode !== 200)
    throw new Error(`demo activity seed: ${step} answered ${res.statusCode} ${res.body}`);
  return res.json<{ value: unknown }>().value;
};

/**
 * What the activity seeds act with (docs/decisions.md, "Demo activity seed"): signed-in members that
 * call the app's own routes, a clock moved into the past for each step, a launch with demo-slot spins,
 * and a demo deposit. Nothing writes a money row itself.
 */
export const createSeedActors = (
  app: FastifyInstance,
  deps: { db: Db; sessions: SessionService; clock: SeedClock; merchantCode: string },
) => {
  const { db, sessions, clock, merchantCode } = deps;
  let publicKey: RsaPublicJwk | undefined;
  const keyOf = async () => {
    publicKey ??= (
      valueOf('permission', await app.inject({ url: routes.permission.path })) as {
        info: { encryption: { publicKey: RsaPublicJwk } };
      }
    ).info.encryption.publicKey;
    return publicKey;
  };
  let steps = 0;
  const tokens: string[] = [];

  /** A session of the member opened at the clock's (backdated) now, as a login would. */
  const actor = async (memberId: number): Promise<Actor> => {
    const { token } = await sessions.issueSession(memberId, { ip: seedIp });
    tokens.push(token);
    const call: Actor['call'] = async (id, opts = {}) => {
      const route = routes[id];
      const headers: Record<string, string> = { authorization: `Bearer ${token}` };
      if (route.method === 'POST') headers['idempotency-key'] = randomUUID();
      const payload =
        opts.body === undefined
          ? undefined
          : route.encrypted
            ? await encryptPayload(await keyOf(), opts.body)
            : (opts.body as object);
      steps += 1;
      return valueOf(
        id,
        await app.inject({
          method: route.method,
          url: route.path,
          headers,
          ...(opts.query ? { query: opts.query } : {}),
          ...(payload === undefined ? {} : { payload }),
        }),
      );
    };
    return { token, call };
  };

  /** Runs `step` with the app's clock `ago` ms in the past (now when the clock cannot move). */
  const at = async (ago: number, step: () => Promise<void>) => {
    clock.backdate?.(ago);
    try {
      await step();
    } finally {
      clock.backdate?.(0);
    }
  };

  const nodeOf = async (vendor: string) =>
    (
      await db
        .selectFrom('games')
        .select('node_id')
        .where('merchant_code', '=', merchantCode)
        .where('vendor_code', '=', vendor)
        .where('game_type', '=', 'RNG')
        .orderBy('node_id')
        .executeTakeFirstOrThrow()
    ).node_id;

  /** A launch, the demo vendor's game session, `spins` rounds, then the game page closes (leaveGame). */
  const play = async (me: Actor, vendor: string, spins: number, bet: string) => {
    const launched = (await me.call('launchGame', {
      body: { nodeId: await nodeOf(vendor), freeTrial: false, language: 'EN' },
    })) as { url: string; walletSession: string | null };
    const launchToken = new URL(launched.url, 'http://launch').searchParams.get('token');
    const session = valueOf(
      'demo vendor session',
      await app.inject({ method: 'POST', url: demoVendorPaths.session, payload: { token: launchToken } }),
    ) as { sessionToken: string };
    for (let i = 0; i < spins; i += 1) {
      steps += 1;
      valueOf(
        'demo spin',
        await app.inject({
          method: 'POST',
          url: demoVendorPaths.spin,
          headers: { authorization: `Bearer ${session.sessionToken}` },
          payload: { bet },
        }),
      );
    }
    if (launched.walletSession)
      await me.call('leaveGame', { body: { walletSession: launched.walletSession } });
  };
  const deposit = (me: Actor, amount: string) =>
    me.call('depositCreate', { body: { channel: 'DEMO', amount } });

  return {
    actor,
    at,
    play,
    deposit,
    /** Calls made so far. */
    steps: () => steps,
    /** Ends every session the seed opened. */
    signOut: async () => {
      for (const token of tokens) await sessions.revoke(hashToken(token));
    },
  };
};

export type SeedActors = ReturnType<typeof createSeedActors>;
