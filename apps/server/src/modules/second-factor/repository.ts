import type { Db } from '../../db/database.js';
import type { LoginChallengesTable, TotpAuthenticatorsTable } from './tables.js';

/** SQL of the second factor (issue 18). Every check-and-spend is one conditional UPDATE. */
export const createSecondFactorRepository = (db: Db) => ({
  /** The merchant's name: the issuer an authenticator app shows, and the sender of login codes. */
  merchantName: async (code: string): Promise<string> =>
    (await db.selectFrom('merchants').select('name').where('code', '=', code).executeTakeFirst())?.name ??
    code,

  // Known IPs
  isKnownIp: async (memberId: number, ip: string): Promise<boolean> =>
    (await db
      .selectFrom('known_login_ips')
      .select('ip')
      .where('member_id', '=', memberId)
      .where('ip', '=', ip)
      .executeTakeFirst()) !== undefined,
  /** Records a login from `ip` (the first one inserts, later ones move last_at). */
  rememberIp: (memberId: number, ip: string, at: string) =>
    db
      .insertInto('known_login_ips')
      .values({ member_id: memberId, ip, first_at: at, last_at: at })
      .onConflict((c) => c.columns(['member_id', 'ip']).doUpdateSet({ last_at: at }))
      .execute(),
  /** The IP of the member's last login (set at registration too): verified by definition. */
  lastLoginIp: async (memberId: number): Promise<string | null> =>
    (await db.selectFrom('members').select('last_login_ip').where('id', '=', memberId).executeTakeFirst())
      ?.last_login_ip ?? null,

  // What the member can prove
  contactOf: (memberId: number) =>
    db.selectFrom('members').select(['mobile', 'email']).where('id', '=', memberId).executeTakeFirstOrThrow(),
  bankNamesOf: async (memberId: number): Promise<string[]> =>
    (
      await db.selectFrom('bank_accounts').select('account_name').where('member_id', '=', memberId).execute()
    ).map((row) => row.account_name),

  // Login challenges
  openChallenge: (row: LoginChallengesTable) => db.insertInto('login_challenges').values(row).execute(),
  findChallenge: (id: string) =>
    db.selectFrom('login_challenges').selectAll().where('id', '=', id).executeTakeFirst(),
  /** Counts one answer before it is checked; false when the challenge is spent, used or over `max`. */
  countAttempt: async (id: string, max: number, now: string): Promise<boolean> => {
    const result = await db
      .updateTable('login_challenges')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('attempts', '<', max)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
  /** The answer was right: exactly one caller spends the challenge. */
  consumeChallenge: async (id: string, now: string): Promise<boolean> => {
    const result = await db
      .updateTable('login_challenges')
      .set({ consumed_at: now })
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
  /** Stores the code just sent, unless another was sent after `notAfter` (a minute between sends). */
  storeCode: async (
    id: string,
    code: Pick<
      LoginChallengesTable,
      'code_channel' | 'code_salt' | 'code_hash' | 'code_sent_at' | 'code_expires_at'
    >,
    notAfter: string,
  ): Promise<boolean> => {
    const result = await db
      .updateTable('login_challenges')
      .set(code)
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .where((eb) => eb.or([eb('code_sent_at', 'is', null), eb('code_sent_at', '<=', notAfter)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
  deleteExpiredChallenges: (before: string) =>
    db.deleteFrom('login_challenges').where('expires_at', '<', before).execute(),

  // Authenticator
  findAuthenticator: (memberId: number): Promise<TotpAuthenticatorsTable | undefined> =>
    db.selectFrom('totp_authenticators').selectAll().where('member_id', '=', memberId).executeTakeFirst(),
  /** A new secret waiting for its first code; replaces one never confirmed, never an enabled one. */
  startAuthenticator: async (memberId: number, sealed: string, at: string): Promise<boolean> => {
    const result = await db
      .insertInto('totp_authenticators')
      .values({ member_id: memberId, secret_sealed: sealed, created_at: at, enabled_at: null, last_step: 0 })
      .onConflict((c) =>
        c
          .column('member_id')
          .doUpdateSet({ secret_sealed: sealed, created_at: at, last_step: 0 })
          .where('totp_authenticators.enabled_at', 'is', null),
      )
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows) === 1;
  },
  /** Spends the code of `step`: false when that step or a later one was already used. */
  spendStep: async (memberId: number, step: number): Promise<boolean> => {
    const result = await db
      .updateTable('totp_authenticators')
      .set({ last_step: step })
      .where('member_id', '=', memberId)
      .where('last_step', '<', step)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
  /** Turns a confirmed authenticator on and replaces its recovery codes, in one transaction. */
  enableAuthenticator: (memberId: number, at: string, codes: { salt: string; code_hash: string }[]) =>
    db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('totp_authenticators')
        .set({ enabled_at: at })
        .where('member_id', '=', memberId)
        .where('enabled_at', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await trx.deleteFrom('recovery_codes').where('member_id', '=', memberId).execute();
      await trx
        .insertInto('recovery_codes')
        .values(codes.map((code) => ({ member_id: memberId, ...code, used_at: null })))
        .execute();
      return true;
    }),
  disableAuthenticator: (memberId: number) =>
    db.transaction().execute(async (trx) => {
      await trx.deleteFrom('recovery_codes').where('member_id', '=', memberId).execute();
      await trx.deleteFrom('totp_authenticators').where('member_id', '=', memberId).execute();
    }),
  unusedRecoveryCodes: (memberId: number) =>
    db
      .selectFrom('recovery_codes')
      .select(['id', 'salt', 'code_hash'])
      .where('member_id', '=', memberId)
      .where('used_at', 'is', null)
      .execute(),
  /** Spends one recovery code: false when a racing request spent it first. */
  useRecoveryCode: async (id: number, at: string): Promise<boolean> => {
    const result = await db
      .updateTable('recovery_codes')
      .set({ used_at: at })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  // Trusted devices
  trustDevice: (memberId: number, tokenHash: string, at: string, expiresAt: string) =>
    db
      .insertInto('trusted_devices')
      .values({ member_id: memberId, token_hash: tokenHash, created_at: at, expires_at: expiresAt })
      .execute(),
  isTrustedDevice: async (memberId: number, tokenHash: string, now: string): Promise<boolean> =>
    (await db
      .selectFrom('trusted_devices')
      .select('id')
      .where('member_id', '=', memberId)
      .where('token_hash', '=', tokenHash)
      .where('expires_at', '>', now)
      .executeTakeFirst()) !== undefined,
  countTrustedDevices: async (memberId: number, now: string): Promise<number> =>
    Number(
      (
        await db
          .selectFrom('trusted_devices')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('member_id', '=', memberId)
          .where('expires_at', '>', now)
          .executeTakeFirstOrThrow()
      ).n,
    ),
  forgetDevices: (memberId: number) =>
    db.deleteFrom('trusted_devices').where('member_id', '=', memberId).execute(),
});

export type SecondFactorRepository = ReturnType<typeof createSecondFactorRepository>;
