import type { Db } from '../database.js';
import { hashPassword } from '../../lib/password-hash.js';
import { demoInitialPassword } from './accounts.js';

/** Country dialing codes offered by the demo merchant (spec 3, Country), in display order. */
export const demoCountryCodes: readonly [countryCode: string, dialingCode: string][] = [
  ['KR', '+82'],
  ['US', '+1'],
  ['JP', '+81'],
  ['CN', '+86'],
  ['VN', '+84'],
  ['TH', '+66'],
  ['PH', '+63'],
  ['ID', '+62'],
  ['MY', '+60'],
  ['SG', '+65'],
  ['IN', '+91'],
  ['BR', '+55'],
  ['PT', '+351'],
  ['GB', '+44'],
  ['CA', '+1'],
  ['AU', '+61'],
  ['DE', '+49'],
  ['FR', '+33'],
  ['ES', '+34'],
  ['MX', '+52'],
];

/**
 * Contact data and invite codes of the demo accounts: demo_agent's affiliate code, and a mobile number
 * and e-mail for demo_member (SMS login, forgot password). Set only where empty and not taken.
 */
export const demoAccountContacts = [
  { account: 'demo_agent', invite_code: 'AGENT001' },
  { account: 'demo_member', mobile: '+821012345678', email: 'demo_member@demo-gaming.example' },
] as const;

const seedDemoContacts = async (db: Db, merchantCode: string): Promise<void> => {
  for (const entry of demoAccountContacts) {
    for (const column of ['invite_code', 'mobile', 'email'] as const) {
      const value = (entry as Partial<Record<typeof column, string>>)[column];
      if (value === undefined) continue;
      const taken = await db
        .selectFrom('members')
        .select('id')
        .where('merchant_code', '=', merchantCode)
        .where(column, '=', value)
        .executeTakeFirst();
      if (taken) continue;
      await db
        .updateTable('members')
        .set({ [column]: value })
        .where('merchant_code', '=', merchantCode)
        .where('account', '=', entry.account)
        .where(column, 'is', null)
        .execute();
    }
  }
};

/**
 * Seeds the account data of a merchant: country codes (upserted) and the default initial password
 * (only when none is set, so an operator's choice survives a re-seed).
 */
export const seedAuthData = async (db: Db, merchantCode: string): Promise<void> => {
  await db
    .insertInto('country_codes')
    .values(
      demoCountryCodes.map(([countryCode, dialingCode], i) => ({
        merchant_code: merchantCode,
        country_code: countryCode,
        country_dialing_code: dialingCode,
        sort_order: i,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['merchant_code', 'country_code']).doUpdateSet((eb) => ({
        country_dialing_code: eb.ref('excluded.country_dialing_code'),
        sort_order: eb.ref('excluded.sort_order'),
      })),
    )
    .execute();

  await seedDemoContacts(db, merchantCode);

  const merchant = await db
    .selectFrom('merchants')
    .select('initial_password_hash')
    .where('code', '=', merchantCode)
    .executeTakeFirst();
  if (merchant && merchant.initial_password_hash === null) {
    await db
      .updateTable('merchants')
      .set({ initial_password_hash: await hashPassword(demoInitialPassword) })
      .where('code', '=', merchantCode)
      .where('initial_password_hash', 'is', null)
      .execute();
  }
};
