import type { Db } from '../../db/database.js';
import type { Trx } from '../wallet/ledger.js';
import type { MemberCodesTable, ProfileFieldSettingsTable } from './tables.js';

/** SQL of my account (issue 18): personal fields, their settings and audit, codes sent to members. */
export const createMyAccountRepository = (db: Db) => ({
  fieldSettings: (merchantCode: string) =>
    db.selectFrom('profile_field_settings').selectAll().where('merchant_code', '=', merchantCode).execute(),
  saveFieldSetting: (row: ProfileFieldSettingsTable) =>
    db
      .insertInto('profile_field_settings')
      .values(row)
      .onConflict((c) =>
        c.columns(['merchant_code', 'field']).doUpdateSet({
          shown: row.shown,
          required: row.required,
          lock_once_set: row.lock_once_set,
          sort_order: row.sort_order,
        }),
      )
      .execute(),

  /** The member's personal data (inside the caller's transaction when given). */
  personal: (memberId: number, executor: Db | Trx = db) =>
    executor
      .selectFrom('members')
      .select(['id', 'account', 'nickname', 'payee_name', 'profile', 'mobile', 'email'])
      .where('id', '=', memberId)
      .executeTakeFirst(),
  hasBankAccount: async (memberId: number, executor: Db | Trx = db): Promise<boolean> =>
    (await executor
      .selectFrom('bank_accounts')
      .select('id')
      .where('member_id', '=', memberId)
      .executeTakeFirst()) !== undefined,
  writePersonal: (
    trx: Trx,
    memberId: number,
    values: { nickname?: string; payee_name?: string | null; profile?: string },
  ) => trx.updateTable('members').set(values).where('id', '=', memberId).execute(),
  recordChanges: (trx: Trx, memberId: number, fields: string[], actor: 'member' | 'operator', at: string) =>
    fields.length === 0
      ? Promise.resolve()
      : trx
          .insertInto('profile_changes')
          .values(fields.map((field) => ({ member_id: memberId, field, actor, at })))
          .execute(),
  changes: (memberId: number) =>
    db
      .selectFrom('profile_changes')
      .select(['field', 'actor', 'at'])
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(50)
      .execute(),

  // Contacts
  memberWithMobile: (merchantCode: string, mobile: string) =>
    db
      .selectFrom('members')
      .select('id')
      .where('merchant_code', '=', merchantCode)
      .where('mobile', '=', mobile)
      .executeTakeFirst(),
  memberWithEmail: (merchantCode: string, email: string, executor: Db | Trx = db) =>
    executor
      .selectFrom('members')
      .select('id')
      .where('merchant_code', '=', merchantCode)
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .executeTakeFirst(),
  /** What a contact change checks: the account, its login password hash, the bound contacts. */
  secrets: (memberId: number) =>
    db
      .selectFrom('members')
      .select(['account', 'password_hash', 'mobile', 'email'])
      .where('id', '=', memberId)
      .executeTakeFirst(),
  /**
   * Serialises e-mail bindings of one merchant (rare): e-mail has no unique index (registration
   * never required one), so the check and the write run under the merchant row's lock.
   */
  lockMerchant: (trx: Trx, merchantCode: string) =>
    trx
      .updateTable('merchants')
      .set((eb) => ({ code: eb.ref('code') }))
      .where('code', '=', merchantCode)
      .execute(),
  setContact: (trx: Trx, memberId: number, contact: { mobile: string } | { email: string }) =>
    trx.updateTable('members').set(contact).where('id', '=', memberId).execute(),

  // Codes
  findCode: (memberId: number, purpose: MemberCodesTable['purpose']) =>
    db
      .selectFrom('member_codes')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('purpose', '=', purpose)
      .executeTakeFirst(),
  /**
   * Stores a new code, replacing the member's previous one for the purpose unless that one is still
   * waiting and was sent after `notAfter` (one send a minute, also when two requests race): false then.
   */
  putCode: async (row: MemberCodesTable, notAfter: string): Promise<boolean> =>
    Number(
      (
        await db
          .insertInto('member_codes')
          .values(row)
          .onConflict((c) =>
            c
              .columns(['member_id', 'purpose'])
              .doUpdateSet({
                channel: row.channel,
                target: row.target,
                salt: row.salt,
                code_hash: row.code_hash,
                attempts: 0,
                created_at: row.created_at,
                expires_at: row.expires_at,
                consumed_at: null,
              })
              .where((eb) =>
                eb.or([
                  eb('member_codes.consumed_at', 'is not', null),
                  eb('member_codes.created_at', '<=', notAfter),
                ]),
              ),
          )
          .executeTakeFirst()
      ).numInsertedOrUpdatedRows,
    ) === 1,
  /** Counts one guess before it is checked; false when the code is used, expired or out of guesses. */
  countCodeAttempt: async (
    memberId: number,
    purpose: MemberCodesTable['purpose'],
    max: number,
    now: string,
  ): Promise<boolean> =>
    Number(
      (
        await db
          .updateTable('member_codes')
          .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
          .where('member_id', '=', memberId)
          .where('purpose', '=', purpose)
          .where('attempts', '<', max)
          .where('consumed_at', 'is', null)
          .where('expires_at', '>', now)
          .executeTakeFirst()
      ).numUpdatedRows,
    ) === 1,
  /** Spends exactly the code that was checked: false when a racing request spent or replaced it. */
  consumeCode: async (
    trx: Trx,
    memberId: number,
    purpose: MemberCodesTable['purpose'],
    codeHash: string,
    now: string,
  ) =>
    Number(
      (
        await trx
          .updateTable('member_codes')
          .set({ consumed_at: now })
          .where('member_id', '=', memberId)
          .where('purpose', '=', purpose)
          .where('code_hash', '=', codeHash)
          .where('consumed_at', 'is', null)
          .executeTakeFirst()
      ).numUpdatedRows,
    ) === 1,
  setPaymentPassword: (trx: Trx, memberId: number, hash: string) =>
    trx.updateTable('members').set({ payment_password_hash: hash }).where('id', '=', memberId).execute(),
});

export type MyAccountRepository = ReturnType<typeof createMyAccountRepository>;
