import type { LightMyRequestResponse } from 'fastify';
import { randomBytes, randomUUID } from 'node:crypto';
import { routes, type RouteId } from '@gp/contract/routes';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { hashPassword } from '../lib/password-hash.js';
import { hashToken } from '../modules/session/session-service.js';
import { bearer, callEncrypted } from './auth-helpers.js';
import type { TestApp } from './build-test-app.js';

/**
 * Wallet test helpers: members with a session written straight into the test database (no login
 * round trip), calls with an Idempotency-Key, balances in minor units.
 */
export interface TestMember {
  id: number;
  account: string;
  token: string;
}

let counter = 0;
let paymentHash: Promise<string> | undefined;
export const paymentPassword = '654321';

export const openTestDb = (t: TestApp): DatabaseHandle => openDatabase(t.config.database);

export const createMember = async (
  handle: DatabaseHandle,
  opts: {
    type?: number;
    uplineId?: number;
    merchantCode?: string;
    /** A login password (default: none usable). */
    loginPassword?: string;
    /** false: the member has no payment password yet (a new registration). */
    withPaymentPassword?: boolean;
    nickname?: string;
  } = {},
): Promise<TestMember> => {
  counter += 1;
  paymentHash ??= hashPassword(paymentPassword);
  const now = new Date().toISOString();
  const account = `w${process.pid % 10_000}_${counter}_${randomBytes(3).toString('hex')}`;
  const member = await handle.db
    .insertInto('members')
    .values({
      merchant_code: opts.merchantCode ?? 'DEMO',
      account,
      nickname: opts.nickname ?? account,
      type: opts.type ?? 0,
      password_hash: opts.loginPassword ? await hashPassword(opts.loginPassword) : '!',
      created_at: now,
      upline_id: opts.uplineId ?? null,
      payment_password_hash: opts.withPaymentPassword === false ? null : await paymentHash,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: member.id, account, token: await addSession(handle, member.id) };
};

/** A new session (another tab or device) of an existing member, written straight into the database. */
export const addSession = async (handle: DatabaseHandle, memberId: number): Promise<string> => {
  const now = new Date().toISOString();
  const token = randomBytes(32).toString('base64url');
  await handle.db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      member_id: memberId,
      created_at: now,
      last_seen_at: now,
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      ip: '203.0.113.9',
    })
    .execute();
  return token;
};

/**
 * Keeps a member's sessions alive at `at` (a test that moves the platform's clock days ahead would
 * otherwise find them idle past their limit).
 */
export const sessionsSeenAt = async (handle: DatabaseHandle, memberId: number, at: Date) => {
  await handle.db
    .updateTable('sessions')
    .set({ last_seen_at: at.toISOString(), expires_at: new Date(at.getTime() + 3_600_000).toISOString() })
    .where('member_id', '=', memberId)
    .execute();
};

export const newKey = () => randomUUID();

/** Calls a wallet route as `member`; `key: null` sends no Idempotency-Key. */
export const call = async (
  t: TestApp,
  member: TestMember | null,
  id: RouteId,
  opts: { body?: unknown; query?: Record<string, string>; key?: string | null } = {},
): Promise<LightMyRequestResponse> => {
  const headers: Record<string, string> = member ? bearer(member.token) : {};
  if (opts.key !== null && routes[id].method === 'POST') headers['idempotency-key'] = opts.key ?? newKey();
  if (routes[id].encrypted) return callEncrypted(t.app, id, opts.body ?? {}, headers);
  return t.app.inject({
    method: routes[id].method,
    url: routes[id].path,
    headers,
    ...(opts.query ? { query: opts.query } : {}),
    ...(opts.body === undefined ? {} : { payload: opts.body as object }),
  });
};

/** Main balance in minor units (the API's two-decimal string, read without floats). */
export const minorOf = (text: string): bigint => BigInt(text.replace('.', ''));

export const mainBalance = async (t: TestApp, member: TestMember): Promise<bigint> => {
  const res = await call(t, member, 'walletBalance');
  if (res.statusCode !== 200) throw new Error(`balance failed: ${res.body}`);
  return minorOf(res.json<{ value: { balance: string } }>().value.balance);
};

export const demoDeposit = async (t: TestApp, member: TestMember, amount: string, key = newKey()) =>
  call(t, member, 'depositCreate', { body: { channel: 'DEMO', amount }, key });

/** A new member with `amount` deposited through the demo channel. */
export const fundedMember = async (
  t: TestApp,
  handle: DatabaseHandle,
  amount: string,
): Promise<TestMember> => {
  const member = await createMember(handle);
  if ((await demoDeposit(t, member, amount)).statusCode !== 200) throw new Error('deposit failed');
  return member;
};

export const bindBank = async (t: TestApp, member: TestMember): Promise<number> => {
  const res = await call(t, member, 'bankAccountBind', {
    body: {
      accountName: 'Test Holder',
      accountNumber: `1002003${String(member.id).padStart(4, '0')}`,
      bankName: 'Demo Bank',
    },
  });
  if (res.statusCode !== 200) throw new Error(`bind failed: ${res.body}`);
  return res.json<{ value: { id: number } }>().value.id;
};

/** Sum of all members' wallets plus held withdrawals, and the most negative guarded balance. */
export const memberFunds = async (handle: DatabaseHandle) => {
  const rows = await handle.db
    .selectFrom('ledger_accounts')
    .select(['kind', 'allow_negative', (eb) => eb.cast<string>('balance', 'text').as('balance')])
    .execute();
  let total = 0n;
  let min = 0n;
  for (const r of rows) {
    const b = BigInt(r.balance);
    if (r.kind === 'MAIN' || r.kind === 'VENDOR' || r.kind === 'WITHDRAW_HOLD') total += b;
    if (r.allow_negative === 0 && b < min) min = b;
  }
  return { total, min };
};

/** A route's answer value; any other status fails the test with the answer's body. */
export const valueOf = <T>(res: { statusCode: number; body: string; json: <V>() => V }): T => {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json<{ value: T }>().value;
};
