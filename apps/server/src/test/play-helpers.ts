import type { LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import { demoFishingPaths, type FishSpecies } from '@gp/contract/demo-fishing';
import { demoVendorPaths } from '@gp/contract/demo-vendor';
import { routes } from '@gp/contract/routes';
import type { DatabaseHandle } from '../db/database.js';
import { signCall, vendorHeaders } from '../modules/vendors/signing.js';
import { protocolPaths, type ProtocolCall } from '../modules/vendors/wallet-protocol/protocol-schemas.js';
import { bearer } from './auth-helpers.js';
import type { TestApp } from './build-test-app.js';
import type { TestMember } from './wallet-helpers.js';

/**
 * Game-play test helpers: fixed wallet secrets per integration and launch-token key, signed protocol
 * calls, launches and demo spins.
 */
export const testWalletSecrets = {
  DEMO: 'test-demo-wallet-secret-0123456789abcdef0123',
  LOTTO: 'test-lotto-wallet-secret-0123456789abcdef012',
} as const;
export const testLaunchTokenKey = 'test-launch-token-key-0123456789abcdef012345';
export const playEnv = {
  VENDOR_SECRETS: `DEMO:${testWalletSecrets.DEMO},LOTTO:${testWalletSecrets.LOTTO}`,
  LAUNCH_TOKEN_KEY: testLaunchTokenKey,
};

/**
 * A seamless-wallet call signed like the vendor would (override parts to break it): by default the
 * DEMO integration, signed with the secret of the integration it names.
 */
export const protocolCall = (
  t: TestApp,
  call: ProtocolCall,
  body: unknown,
  opts: {
    secret?: string;
    timestamp?: number;
    /** The x-vendor-integration header. */
    integration?: string;
    /** The integration name the signature covers (default: the header's). */
    signedIntegration?: string;
    signature?: string | null;
  } = {},
): Promise<LightMyRequestResponse> => {
  const raw = JSON.stringify(body);
  const timestamp = String(opts.timestamp ?? Date.now());
  const integration = opts.integration ?? 'DEMO';
  const signedIntegration = opts.signedIntegration ?? integration;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    [vendorHeaders.integration]: integration,
    [vendorHeaders.timestamp]: timestamp,
  };
  if (opts.signature !== null) {
    const secret =
      opts.secret ?? (signedIntegration === 'LOTTO' ? testWalletSecrets.LOTTO : testWalletSecrets.DEMO);
    headers[vendorHeaders.signature] =
      opts.signature ?? signCall(secret, { integration: signedIntegration, timestamp, rawBody: raw });
  }
  return t.app.inject({ method: 'POST', url: protocolPaths[call], payload: raw, headers });
};

/** A catalogue game of a vendor and type (node id, name). */
export const gameOf = async (handle: DatabaseHandle, vendor: string, type: string) =>
  handle.db
    .selectFrom('games')
    .select(['node_id', 'game_name', 'game_code'])
    .where('merchant_code', '=', 'DEMO')
    .where('vendor_code', '=', vendor)
    .where('game_type', '=', type)
    .orderBy('node_id')
    .executeTakeFirstOrThrow();

export const launch = (t: TestApp, member: TestMember | null, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: routes.launchGame.path,
    headers: member ? bearer(member.token) : {},
    payload: body,
  });

export const launchTokenOf = (url: string): string => new URL(url, 'http://x').searchParams.get('token')!;

/** Launches `nodeId` for `member` and opens the demo vendor session; answers the session value. */
export const openGame = async (t: TestApp, member: TestMember, nodeId: string, freeTrial = false) => {
  const res = await launch(t, member, { nodeId, freeTrial, language: 'EN' });
  if (res.statusCode !== 200) throw new Error(`launch failed: ${res.body}`);
  const session = await t.app.inject({
    method: 'POST',
    url: demoVendorPaths.session,
    payload: { token: launchTokenOf(res.json<{ value: { url: string } }>().value.url) },
  });
  if (session.statusCode !== 200) throw new Error(`session failed: ${session.body}`);
  return session.json<{ value: { sessionToken: string; balance: string; mode: string } }>().value;
};

export const spin = (t: TestApp, sessionToken: string, bet: string) =>
  t.app.inject({
    method: 'POST',
    url: demoVendorPaths.spin,
    headers: bearer(sessionToken),
    payload: { bet },
  });

/** One fishing volley: `count` shots of `bullet` at clownfish (a fresh batch id unless given). */
export const shoot = (
  t: TestApp,
  sessionToken: string,
  bullet: string,
  opts: { count?: number; batch?: string; species?: FishSpecies } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: demoFishingPaths.shots,
    headers: bearer(sessionToken),
    payload: {
      batch: opts.batch ?? randomUUID(),
      bullet,
      shots: Array.from({ length: opts.count ?? 1 }, (_, i) => ({
        fish: `f${i}`,
        species: opts.species ?? 'clownfish',
      })),
    },
  });

/** Debit, credit and rollback calls of one member on one game, with fresh ids unless given. */
export const protocolClient = (t: TestApp, member: TestMember, nodeId: string) => ({
  debit: (amount: string, ids: { tx?: string; round?: string; node?: string } = {}) =>
    protocolCall(t, 'debit', {
      transactionId: ids.tx ?? randomUUID(),
      roundId: ids.round ?? randomUUID(),
      memberId: member.id,
      nodeId: ids.node ?? nodeId,
      amount,
    }),
  credit: (round: string, amount: string, roundEnded = true, tx: string = randomUUID()) =>
    protocolCall(t, 'credit', {
      transactionId: tx,
      roundId: round,
      memberId: member.id,
      nodeId,
      amount,
      roundEnded,
    }),
  rollback: (ref: string, round: string, tx: string = randomUUID()) =>
    protocolCall(t, 'rollback', {
      transactionId: tx,
      refTransactionId: ref,
      roundId: round,
      memberId: member.id,
    }),
});

/**
 * One whole round through the seamless-wallet protocol: a debit of `bet`, then a credit of `win` that
 * ends the round (so a bet record is written). `at`: the vendor's timestamp (the platform clock's).
 */
export const settleRound = async (
  t: TestApp,
  member: TestMember,
  nodeId: string,
  amounts: { bet: string; win: string },
  at?: number,
) => {
  const base = { roundId: randomUUID(), memberId: member.id, nodeId };
  const opts = at === undefined ? {} : { timestamp: at };
  const debit = await protocolCall(
    t,
    'debit',
    { ...base, transactionId: randomUUID(), amount: amounts.bet },
    opts,
  );
  if (debit.statusCode !== 200) throw new Error(`debit failed: ${debit.body}`);
  const credit = await protocolCall(
    t,
    'credit',
    { ...base, transactionId: randomUUID(), amount: amounts.win, roundEnded: true },
    opts,
  );
  if (credit.statusCode !== 200) throw new Error(`credit failed: ${credit.body}`);
  return base.roundId;
};
