import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { hashPassword, verifyPassword } from '../../lib/password-hash.js';
import { bearer, callEncrypted } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { addSession, openTestDb } from '../../test/wallet-helpers.js';

/**
 * Parallel password changes with the same old password (docs/decisions.md "Check-then-act audit"): the
 * new hash is written only while the old one is still stored, so exactly one change wins and every
 * other caller hears that the old password no longer matches.
 */
let t: TestApp;
let h: DatabaseHandle;
beforeAll(async () => {
  t = await buildTestApp();
  h = openTestDb(t);
});
afterAll(async () => {
  await h.close();
  await t.close();
});

describe('change password racing itself', () => {
  it('4 parallel changes from one old password: one wins, the others are refused', async () => {
    const now = new Date().toISOString();
    const { id } = await h.db
      .insertInto('members')
      .values({
        merchant_code: 'DEMO',
        account: `pw_race_${process.pid}`,
        nickname: 'pw race',
        type: 0,
        password_hash: await hashPassword('Old12345'),
        created_at: now,
        password_changed_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const news = ['New12345', 'New23456', 'New34567', 'New45678'];
    const tokens = await Promise.all(news.map(() => addSession(h, id)));
    const answers = await Promise.all(
      news.map((password, i) =>
        callEncrypted(
          t.app,
          'changePassword',
          { oldPassword: 'Old12345', newPassword: password, confirmNewPassword: password },
          bearer(tokens[i]!),
        ),
      ),
    );
    const winners = answers.flatMap((r, i) => (r.statusCode === 200 ? [news[i]!] : []));
    expect(winners).toHaveLength(1);
    for (const r of answers.filter((a) => a.statusCode !== 200)) {
      expect([r.statusCode, r.json<{ code: string }>().code]).toEqual([400, 'old_password_incorrect']);
    }
    const row = await h.db
      .selectFrom('members')
      .select('password_hash')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(row.password_hash, winners[0]!)).toBe(true);
  });
});
