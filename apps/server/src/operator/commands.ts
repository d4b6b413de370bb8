import type { AppConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedDemo } from '../db/seed/seed.js';
import { createSystemRepository } from '../modules/system/repository.js';
import { isWalletCommand, runWalletCommand, walletHelp } from './wallet-commands.js';
import { announcementHelp, isAnnouncementCommand, runAnnouncementCommand } from './announcement-commands.js';
import type { OperatorIo } from './operator-io.js';
import { demoAccountHelp, isDemoAccountCommand, runDemoAccountCommand } from './demo-account-commands.js';
import { isSearchCommand, runSearchCommand, searchHelp } from '../modules/games/search-commands.js';
import { isTeamCommand, runTeamCommand, teamHelp } from '../modules/agent/operator-commands.js';

export const operatorHelp = `Usage: npm run operator -- <command>

Commands:
  maintenance on       put the site into maintenance (visitors see the maintenance page)
  maintenance off      take the site out of maintenance
  maintenance status   print whether maintenance is on
  seed                 re-run the idempotent demo seed (merchant, catalogue, demo accounts)
${demoAccountHelp}
${walletHelp}
${announcementHelp}
${searchHelp}
${teamHelp}
  help                 print this text

The command uses the same environment variables as the server (DATABASE_URL, MERCHANT_CODE, ...).
`;

/** Runs one operator command against the configured database; returns the process exit code. */
export const runOperator = async (
  args: readonly string[],
  config: AppConfig,
  io: OperatorIo,
): Promise<number> => {
  const [command, argument, ...rest] = args;
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
    io.out(operatorHelp);
    return command === undefined ? 2 : 0;
  }
  const validMaintenance = command === 'maintenance' && ['on', 'off', 'status'].includes(argument ?? '');
  const validSeed = command === 'seed' && argument === undefined;
  const validWallet = isWalletCommand(args);
  const validAnnouncement = isAnnouncementCommand(args);
  const validDemoAccounts = isDemoAccountCommand(args);
  const validSearch = isSearchCommand(args);
  const validTeam = isTeamCommand(args);
  if (
    (!validMaintenance &&
      !validSeed &&
      !validWallet &&
      !validAnnouncement &&
      !validDemoAccounts &&
      !validSearch &&
      !validTeam) ||
    (rest.length > 0 && !validWallet && !validAnnouncement && !validTeam)
  ) {
    io.err(`Unknown command: ${args.join(' ')}\n\n${operatorHelp}`);
    return 2;
  }

  const handle = openDatabase(config.database);
  try {
    await migrateToLatest(handle);
    if (command === 'seed') {
      const summary = await seedDemo(handle.db, config.merchantCode);
      io.out(
        `Seeded merchant ${summary.merchantCode}: ${summary.vendors} vendor lanes, ${summary.games} games, ` +
          `${summary.accountsCreated} new demo accounts.`,
      );
      return 0;
    }
    if (validDemoAccounts) return await runDemoAccountCommand(handle.db, config.merchantCode, io);
    if (validSearch) return await runSearchCommand(handle.db, config.merchantCode, io);
    if (validTeam) return await runTeamCommand(args, handle.db, config.merchantCode, io);
    if (validAnnouncement) return await runAnnouncementCommand(args, handle.db, config.merchantCode, io);
    if (validWallet) {
      const events = { redisUrl: config.redisUrl, redisKeyPrefix: config.redisKeyPrefix };
      return await runWalletCommand(args, handle.db, config.merchantCode, io, events);
    }
    const repo = createSystemRepository(handle.db);
    if (argument === 'status') {
      const on = await repo.findMaintenance(config.merchantCode);
      if (on === undefined) {
        io.err(`Merchant ${config.merchantCode} does not exist; run: npm run operator -- seed`);
        return 1;
      }
      io.out(`Maintenance is ${on ? 'ON' : 'OFF'} for merchant ${config.merchantCode}.`);
      return 0;
    }
    const updated = await repo.setMaintenance(config.merchantCode, argument === 'on');
    if (updated === 0) {
      io.err(`Merchant ${config.merchantCode} does not exist; run: npm run operator -- seed`);
      return 1;
    }
    io.out(`Maintenance is now ${argument === 'on' ? 'ON' : 'OFF'} for merchant ${config.merchantCode}.`);
    return 0;
  } catch (error) {
    io.err(`Operator command failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await handle.close();
  }
};
