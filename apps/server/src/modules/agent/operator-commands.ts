import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { OperatorIo } from '../../operator/operator-io.js';
import type { OperatorCommand } from '../../operator/operator-command.js';
import { rebuildTeamFigures } from '../team-figures/figures-rebuild.js';

export const teamHelp = `  team show ACCOUNT    print ACCOUNT's upline chain and how many are under it at each level
  team move ACCOUNT UPLINE
                       put ACCOUNT (with everyone under it) under UPLINE, or under no one with "none";
                       the team figures are rebuilt`;

/** True when `args` is a team command. */
export const isTeamCommand = (args: readonly string[]): boolean => {
  const [command, action, account, upline, ...rest] = args;
  if (command !== 'team' || rest.length > 0 || !account) return false;
  return (action === 'show' && upline === undefined) || (action === 'move' && upline !== undefined);
};

const memberOf = (db: Db, merchantCode: string, account: string) =>
  db
    .selectFrom('members')
    .select(['id', 'account'])
    .where('merchant_code', '=', merchantCode)
    .where('account', '=', account)
    .executeTakeFirst();

const show = async (db: Db, member: { id: number; account: string }, io: OperatorIo) => {
  const chain = await db
    .selectFrom('team_paths as p')
    .innerJoin('members as m', 'm.id', 'p.ancestor_id')
    .select(['m.account', 'p.depth'])
    .where('p.descendant_id', '=', member.id)
    .where('p.depth', '>', 0)
    .orderBy('p.depth')
    .execute();
  const levels = await db
    .selectFrom('team_paths')
    .select(['depth', sql<string>`count(*)`.as('n')])
    .where('ancestor_id', '=', member.id)
    .where('depth', '>', 0)
    .groupBy('depth')
    .orderBy('depth')
    .execute();
  io.out(`${member.account}: upline chain ${chain.map((c) => c.account).join(' > ') || '(none)'}`);
  const total = levels.reduce((sum, l) => sum + Number(l.n), 0);
  io.out(`team of ${total}${levels.map((l) => `; level ${l.depth}: ${l.n}`).join('')}`);
};

/** Prints a member's place in the team tree, or moves it (the tree's triggers move its subtree). */
export const runTeamCommand = async (
  args: readonly string[],
  db: Db,
  merchantCode: string,
  io: OperatorIo,
): Promise<number> => {
  const [, action, account = '', uplineAccount = ''] = args;
  const member = await memberOf(db, merchantCode, account);
  if (!member) {
    io.err(`No account ${account} in merchant ${merchantCode}.`);
    return 1;
  }
  if (action === 'move') {
    const upline = uplineAccount === 'none' ? null : await memberOf(db, merchantCode, uplineAccount);
    if (upline === undefined) {
      io.err(`No account ${uplineAccount} in merchant ${merchantCode}.`);
      return 1;
    }
    try {
      await db
        .updateTable('members')
        .set({ upline_id: upline?.id ?? null })
        .where('id', '=', member.id)
        .execute();
    } catch (error) {
      if (!String(error).includes('team_cycle')) throw error;
      io.err(`${uplineAccount} is in ${account}'s own team: moving would make a circle. Nothing changed.`);
      return 1;
    }
  }
  await show(db, member, io);
  return 0;
};

export const teamCommand: OperatorCommand = {
  help: teamHelp,
  matches: isTeamCommand,
  run: async (args, c) => {
    const code = await runTeamCommand(args, c.db, c.merchantCode, c.io);
    if (code !== 0 || args[1] !== 'move') return code;
    // The moved subtree's past bets and cash now count under its new uplines.
    const rebuilt = await rebuildTeamFigures(c.handle, c.merchantCode, {
      offsetMinutes: c.config.businessUtcOffsetMinutes,
      at: new Date().toISOString(),
    });
    c.io.out(`Team figures rebuilt (${rebuilt.rows} rows).`);
    return 0;
  },
};
