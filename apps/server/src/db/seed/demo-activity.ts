import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import { demoVendorPaths } from '@gp/contract/demo-vendor';
import { encryptPayload, type RsaPublicJwk } from '@gp/contract/payload-crypto';
import { routes, type RouteId } from '@gp/contract/routes';
import type { AppConfig } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import { hashToken, type SessionService } from '../../modules/session/session-service.js';
import type { Db } from '../database.js';
import { demoPaymentPassword } from './wallet-data.js';

/**
 * The demo member's activity (docs/decisions.md, "Demo activity seed"): on a fresh demo start every
 * record page of demo_member shows real figures. Nothing here writes a money row itself: each step is
 * a request to the app's own routes (cashier, wallet transfer, game launch, the demo vendor's spins
 * through the signed seamless-wallet protocol, leaveGame, withdrawal, lottery ticket), so balances,
 * journal entries and bet records are what the real services make of them and `ledger verify` stays
 * clean. The steps run on past days by moving the app's clock back while the seed runs (before the
 * server listens), so the records' date filters show them.
 */

/** The app's clock, movable into the past while the activity seed runs (only when it is on). */
export type SeedClock = Clock & { backdate?: (ms: number) => void };

/** The clock buildApp hands to every service: backdatable only when the activity seed is on. */
export const demoActivityClock = (config: Pick<AppConfig, 'seedDemoActivity'>, base: Clock): SeedClock => {
  if (!config.seedDemoActivity) return base;
  let offset = 0;
  const clock: SeedClock = () => (offset === 0 ? base() : new Date(base().getTime() - offset));
  clock.backdate = (ms) => {
    offset = ms;
  };
  return clock;
};

const hour = 60 * 60_000;
const day = 24 * hour;
const seedIp = '127.0.0.1';
const seedAccount = 'demo_member';

/** What the seed did (logged at start; tests read it). */
export interface DemoActivitySummary {
  seeded: boolean;
  reason?: 'no_demo_member' | 'has_activity';
  steps: number;
}

interface Actor {
  token: string;
  call: (id: RouteId, opts?: { body?: unknown; query?: Record<string, string> }) => Promise<unknown>;
}

/** A route's answer value, or an error naming the step (the seed must not half-succeed silently). */
const valueOf = (step: string, res: LightMyRequestResponse): unknown => {
  if (res.statusCode !== 200)
    throw new Error(`demo activity seed: ${step} answered ${res.statusCode} ${res.body}`);
  return res.json<{ value: unknown }>().value;
};

/**
 * Seeds demo_member's activity once: skipped when the member is missing or already has any journal
 * entry (a restart, or a database someone played on), so it never adds to real activity.
 */
export const seedDemoActivity = async (
  app: FastifyInstance,
  deps: { db: Db; sessions: SessionService; clock: SeedClock; merchantCode: string },
): Promise<DemoActivitySummary> => {
  const { db, sessions, clock, merchantCode } = deps;
  const member = await db
    .selectFrom('members')
    .select('id')
    .where('merchant_code', '=', merchantCode)
    .where('account', '=', seedAccount)
    .executeTakeFirst();
  if (!member) return { seeded: false, reason: 'no_demo_member', steps: 0 };
  const activity = await db
    .selectFrom('journal_entries')
    .select('id')
    .where('member_id', '=', member.id)
    .limit(1)
    .executeTakeFirst();
  if (activity) return { seeded: false, reason: 'has_activity', steps: 0 };

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

  /** A session of demo_member opened at the clock's (backdated) now, as a login would. */
  const actor = async (): Promise<Actor> => {
    const { token } = await sessions.issueSession(member.id, { ip: seedIp });
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

  // PT plays from the main wallet, PG from its own vendor wallet (filled and emptied by the launch's
  // automatic transfer and leaveGame). About 80,000 in, 20,000 held for a withdrawal: ~58,000 to play.
  await at(6 * day + 3 * hour, async () => {
    const me = await actor();
    await deposit(me, '30000.00');
    await play(me, 'PT', 4, '1000.00');
  });
  await at(5 * day + 5 * hour, async () => {
    const me = await actor();
    await me.call('walletTransfer', { body: { from: 'MAIN', to: 'PG', amount: '10000.00' } });
    await me.call('walletTransfer', { body: { from: 'PG', to: 'MAIN', amount: '10000.00' } });
    await play(me, 'PG', 4, '500.00');
  });
  await at(4 * day + 2 * hour, async () => {
    const me = await actor();
    await deposit(me, '30000.00');
    await play(me, 'PT', 3, '2000.00');
  });
  await at(3 * day + 6 * hour, async () => {
    const me = await actor();
    const bank = (await me.call('bankAccountBind', {
      body: { accountName: 'Demo Member', accountNumber: '110-456-789012', bankName: 'Demo Bank' },
    })) as { id: number };
    await me.call('withdraw', {
      body: { bankAccountId: bank.id, amount: '20000.00', paymentPassword: demoPaymentPassword },
    });
  });
  await at(2 * day + 4 * hour, async () => {
    const me = await actor();
    await deposit(me, '20000.00');
    await play(me, 'PG', 3, '1000.00');
  });
  await at(day + 1 * hour, async () => {
    await play(await actor(), 'PT', 3, '1000.00');
  });
  // Tickets at the real now, on the next draw of a daily lottery: they stay open on a fresh start.
  const lottery = await db
    .selectFrom('lottery_games as l')
    .innerJoin('games as g', 'g.node_id', 'l.node_id')
    .select('g.game_code')
    .where('l.merchant_code', '=', merchantCode)
    .where('l.enabled', '=', 1)
    .orderBy('l.interval_seconds', 'desc')
    .orderBy('g.node_id')
    .executeTakeFirst();
  if (lottery) {
    const me = await actor();
    const draw = valueOf(
      'lottery draw',
      await app.inject({ url: routes.lotteryDraw.path, query: { gameCode: lottery.game_code } }),
    ) as { game: { gameCode: string; nextDraw: { drawNo: number } } };
    const slip = { gameCode: draw.game.gameCode, drawNo: draw.game.nextDraw.drawNo };
    await me.call('lotteryBet', {
      body: { ...slip, betType: 'D2', numbers: ['07', '42'], stake: '1000.00' },
    });
    await me.call('lotteryBet', { body: { ...slip, betType: 'D1', numbers: ['3'], stake: '500.00' } });
  }
  // The seed's own sessions end here: nobody is left signed in as demo_member.
  for (const token of tokens) await sessions.revoke(hashToken(token));
  return { seeded: true, steps };
};
