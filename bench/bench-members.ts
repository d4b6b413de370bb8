import { randomBytes, randomUUID } from 'node:crypto';
import { routes } from '@gp/contract/routes';
import type { DatabaseHandle } from '../apps/server/src/db/database.js';
import { hashToken } from '../apps/server/src/modules/session/session-service.js';

/** A member with a live session, written straight into the benched server's database. */
export interface BenchMember {
  id: number;
  token: string;
}

export const createBenchMember = async (
  handle: DatabaseHandle,
  merchantCode: string,
): Promise<BenchMember> => {
  const now = new Date().toISOString();
  const account = `bench_${randomBytes(5).toString('hex')}`;
  const { id } = await handle.db
    .insertInto('members')
    .values({
      merchant_code: merchantCode,
      account,
      nickname: account,
      type: 0,
      password_hash: '!',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = randomBytes(32).toString('base64url');
  await handle.db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      member_id: id,
      created_at: now,
      last_seen_at: now,
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      ip: '127.0.0.1',
    })
    .execute();
  return { id, token };
};

/** Deposits `amount` through the instant DEMO channel of the running server. */
export const fundMember = async (baseUrl: string, member: BenchMember, amount: string) => {
  const response = await fetch(`${baseUrl}${routes.depositCreate.path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${member.token}`,
      'idempotency-key': randomUUID(),
      'content-type': 'application/json',
    },
    body: JSON.stringify({ channel: 'DEMO', amount }),
  });
  if (response.status !== 200)
    throw new Error(`deposit answered ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
};
