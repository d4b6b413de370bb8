import type { Db } from '../../db/database.js';
import type { OperatorIo } from '../../operator/operator-io.js';
import { syncGameSearch } from './search-index.js';
import type { OperatorCommand } from '../../operator/operator-command.js';

export const searchHelp = `  search reindex       bring the game search index in line with the catalogue (after changing games
                       or vendor names in the database by hand)`;

export const isSearchCommand = (args: readonly string[]): boolean =>
  args.length === 2 && args[0] === 'search' && args[1] === 'reindex';

/** Rebuilds what changed in the merchant's search index, in one transaction. */
export const runSearchCommand = async (db: Db, merchantCode: string, io: OperatorIo): Promise<number> => {
  const summary = await db.transaction().execute((trx) => syncGameSearch(trx, merchantCode));
  io.out(
    `Search index of merchant ${merchantCode}: ${summary.inserted} rows added, ${summary.updated} updated, ` +
      `${summary.deleted} removed.`,
  );
  return 0;
};

export const searchCommand: OperatorCommand = {
  help: searchHelp,
  matches: isSearchCommand,
  run: (_args, c) => runSearchCommand(c.db, c.merchantCode, c.io),
};
