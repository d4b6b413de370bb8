import type { Db } from '../../db/database.js';
import { precompile } from '../../db/precompiled.js';

/**
 * SQL for security state shared by every process: server keys (RSA key pair, challenge HMAC key),
 * single-use tokens already spent (proof-of-work challenges, free-play nonces) and image captchas.
 */
const spentTokenPurgeIntervalMs = 60_000;

export const createSecurityRepository = (db: Db) => {
  let lastSpentTokenPurge = Number.NEGATIVE_INFINITY;
  // Precompiled (db/precompiled.ts): every login and SMS request spends a token.
  const insertSpentToken = precompile(3, (param) =>
    db
      .insertInto('spent_tokens')
      .values({ kind: param<string>(0), token_hash: param<string>(1), expires_at: param<string>(2) })
      .onConflict((oc) => oc.columns(['kind', 'token_hash']).doNothing()),
  );
  return {
    findKey: async (name: string): Promise<string | undefined> =>
      (await db.selectFrom('server_keys').select('value').where('name', '=', name).executeTakeFirst())?.value,

    /** Inserts the key unless another process got there first; returns the stored value either way. */
    insertKeyIfAbsent: async (name: string, value: string, now: string): Promise<string> => {
      await db
        .insertInto('server_keys')
        .values({ name, value, created_at: now })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const row = await db
        .selectFrom('server_keys')
        .select('value')
        .where('name', '=', name)
        .executeTakeFirst();
      return row!.value;
    },

    /**
     * Records a spent token; false when it was already spent (a replay). Expired rows are purged at most
     * once a minute per process: a replay of an expired token fails on its expiry before it gets here,
     * so the purge only bounds the table and need not run on every call.
     */
    spendToken: async (kind: string, tokenHash: string, expiresAt: string, now: string): Promise<boolean> => {
      if (Date.parse(now) - lastSpentTokenPurge >= spentTokenPurgeIntervalMs) {
        lastSpentTokenPurge = Date.parse(now);
        await db.deleteFrom('spent_tokens').where('expires_at', '<', now).execute();
      }
      const result = await insertSpentToken(db, kind, tokenHash, expiresAt);
      return Number(result.numAffectedRows ?? 0n) === 1;
    },

    insertCaptcha: async (id: string, answerHash: string, expiresAt: string, now: string): Promise<void> => {
      await db.deleteFrom('captchas').where('expires_at', '<', now).execute();
      await db
        .insertInto('captchas')
        .values({ id, answer_hash: answerHash, expires_at: expiresAt })
        .execute();
    },

    /** Deletes and returns the captcha: each one can be checked once, right or wrong. */
    takeCaptcha: (id: string) =>
      db
        .deleteFrom('captchas')
        .where('id', '=', id)
        .returning(['answer_hash', 'expires_at'])
        .executeTakeFirst(),
  };
};

export type SecurityRepository = ReturnType<typeof createSecurityRepository>;
