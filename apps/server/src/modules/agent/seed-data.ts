import type { Db } from '../../db/database.js';
import { hashPassword } from '../../lib/password-hash.js';
import { createPrng } from '../../db/seed/prng.js';

/**
 * demo_agent's team (issue 16): two sub-agents under it and a third one level further down, each
 * with members, and members of its own beside demo_member; joined over the last 60 days, some never
 * logged in (opened with the merchant's initial password, which they must change), some dormant. The
 * others log in with the demo password. Inserted only where missing, uplines first (the
 * team tree's triggers place each one), so a re-seed changes nothing.
 */
export const demoTeam: readonly { account: string; upline: string; agent?: string }[] = [
  { account: 'demo_subagent1', upline: 'demo_agent', agent: 'SUBAGNT1' },
  { account: 'demo_subagent2', upline: 'demo_agent', agent: 'SUBAGNT2' },
  { account: 'demo_subagent3', upline: 'demo_subagent1', agent: 'SUBAGNT3' },
  ...Array.from({ length: 8 }, (_, i) => ({ account: `demo_direct${i + 1}`, upline: 'demo_agent' })),
  ...Array.from({ length: 6 }, (_, i) => ({ account: `demo_sa1_player${i + 1}`, upline: 'demo_subagent1' })),
  ...Array.from({ length: 5 }, (_, i) => ({ account: `demo_sa2_player${i + 1}`, upline: 'demo_subagent2' })),
  ...Array.from({ length: 4 }, (_, i) => ({ account: `demo_sa3_player${i + 1}`, upline: 'demo_subagent3' })),
];

const dayMs = 86_400_000;

export const seedAgentTeam = async (
  db: Db,
  merchantCode: string,
  now: Date,
  passwords: { demo: string; initial: string },
) => {
  const existing = new Map(
    (
      await db
        .selectFrom('members')
        .select(['id', 'account'])
        .where('merchant_code', '=', merchantCode)
        .where('account', 'in', ['demo_agent', ...demoTeam.map((m) => m.account)])
        .execute()
    ).map((r) => [r.account, Number(r.id)]),
  );
  const missing = demoTeam.filter((m) => !existing.has(m.account));
  if (missing.length === 0 || !existing.has('demo_agent')) return;
  const random = createPrng(16_016_016);
  const [hash, initialHash] = await Promise.all([
    hashPassword(passwords.demo),
    hashPassword(passwords.initial),
  ]);
  for (const [index, m] of demoTeam.entries()) {
    // Same draws on every run, whoever is missing, so the figures stay put.
    const joinedDaysAgo = 2 + Math.floor(random() * 58);
    const loginRoll = random();
    if (existing.has(m.account)) continue;
    const joined = new Date(now.getTime() - joinedDaysAgo * dayMs - index * 3_600_000);
    // One in six never logged in (opened by the agent, still on the initial password); one in six dormant.
    const waiting = m.agent === undefined && loginRoll < 1 / 6;
    const lastLoginDaysAgo =
      loginRoll > 5 / 6 ? Math.min(joinedDaysAgo, 31 + Math.floor(loginRoll * 10)) : loginRoll * 5;
    const row = await db
      .insertInto('members')
      .values({
        merchant_code: merchantCode,
        account: m.account,
        nickname: m.account.replace('demo_', ''),
        type: m.agent ? 1 : 0,
        password_hash: waiting ? initialHash : hash,
        created_at: joined.toISOString(),
        password_changed_at: joined.toISOString(),
        upline_id: existing.get(m.upline) ?? null,
        invite_code: m.agent ?? null,
        must_change_password: waiting ? 1 : 0,
        last_login_at: waiting ? null : new Date(now.getTime() - lastLoginDaysAgo * dayMs).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    existing.set(m.account, Number(row.id));
  }
};
