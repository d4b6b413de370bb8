import type { Db } from '../db/database.js';
import { demoAccounts } from '../db/seed/accounts.js';
import { unusablePasswordHash } from '../lib/password-hash.js';
import type { OperatorIo } from './operator-io.js';
import type { OperatorCommand } from './operator-command.js';

export const demoAccountHelp = `  demo-accounts lock   give the seeded demo accounts (passwords published in the README) an unusable
                       password and payment password, and end their sessions (required in production)`;

export const isDemoAccountCommand = (args: readonly string[]): boolean =>
  args.length === 2 && args[0] === 'demo-accounts' && args[1] === 'lock';

/** Locks the demo accounts of the merchant; the idempotent seed never unlocks them (it skips existing accounts). */
export const runDemoAccountCommand = async (
  db: Db,
  merchantCode: string,
  io: OperatorIo,
): Promise<number> => {
  const names = demoAccounts.map((a) => a.account);
  const locked = await db.transaction().execute(async (trx) => {
    const members = await trx
      .selectFrom('members')
      .select('id')
      .where('merchant_code', '=', merchantCode)
      .where('account', 'in', names)
      .execute();
    if (members.length === 0) return 0;
    const ids = members.map((m) => m.id);
    await trx
      .updateTable('members')
      .set({ password_hash: unusablePasswordHash, payment_password_hash: null })
      .where('id', 'in', ids)
      .execute();
    await trx.deleteFrom('sessions').where('member_id', 'in', ids).execute();
    return ids.length;
  });
  io.out(`Locked ${locked} demo account(s) of merchant ${merchantCode}.`);
  return 0;
};

export const demoAccountCommand: OperatorCommand = {
  help: demoAccountHelp,
  matches: isDemoAccountCommand,
  run: (_args, c) => runDemoAccountCommand(c.db, c.merchantCode, c.io),
};
