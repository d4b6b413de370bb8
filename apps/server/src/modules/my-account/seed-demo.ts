import type { Db } from '../../db/database.js';

/**
 * demo_member's personal details (issue 18), so the security centre shows a filled-in account on a
 * fresh start: the real name where none is set, and each profile detail only where it is missing (an
 * operator's or the member's own change survives a re-seed).
 */
const demoDetails = {
  payeeName: 'Demo Member',
  profile: {
    birthday: '1990-05-14',
    address: '12 Sejong-daero, Jung-gu, Seoul',
    nationality: 'Korea',
    occupation: 'Software engineer',
    sourceOfIncome: 'Salary',
    telegram: '@demo_member',
  } as Record<string, string>,
};

export const seedDemoProfile = async (db: Db, merchantCode: string): Promise<void> => {
  const row = await db
    .selectFrom('members')
    .select(['id', 'payee_name', 'profile'])
    .where('merchant_code', '=', merchantCode)
    .where('account', '=', 'demo_member')
    .executeTakeFirst();
  if (!row) return;
  let profile: Record<string, string>;
  try {
    profile = row.profile ? (JSON.parse(row.profile) as Record<string, string>) : {};
  } catch {
    profile = {};
  }
  await db
    .updateTable('members')
    .set({
      payee_name: row.payee_name ?? demoDetails.payeeName,
      profile: JSON.stringify({ ...demoDetails.profile, ...profile }),
    })
    .where('id', '=', row.id)
    .execute();
};
