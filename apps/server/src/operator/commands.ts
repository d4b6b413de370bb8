import type { AppConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedDemo } from '../db/seed/seed.js';
import { createSystemRepository } from '../modules/system/repository.js';
import { walletCommand } from './wallet-commands.js';
import { announcementCommand } from './announcement-commands.js';
import type { OperatorIo } from './operator-io.js';
import type { OperatorCommand, OperatorPlatform } from './operator-command.js';
import { operatorEventsOf, serverEvents } from './server-events.js';
import { createPlatformActivity } from '../platform-activity.js';
import { createLedger } from '../modules/wallet/ledger.js';
import { systemClock } from '../lib/clock.js';
import { demoAccountCommand } from './demo-account-commands.js';
import { searchCommand } from '../modules/games/search-commands.js';
import { teamCommand } from '../modules/agent/operator-commands.js';
import { figuresCommand } from '../modules/team-figures/operator-commands.js';
import { contractCommand } from '../modules/contracts/operator-commands.js';
import { promotionCommand } from '../modules/promotions/operator-commands.js';
import { rebateCommand } from '../modules/rebate/operator-commands.js';
import { vipCommand } from '../modules/vip/operator-commands.js';
import { saferCommand } from '../modules/safer-gambling/operator-commands.js';
import { switchCommand } from '../modules/system/operator-commands.js';
import { profileCommand } from '../modules/my-account/operator-commands.js';
import { socialCommand } from '../modules/social-sign-in/operator-commands.js';
import { roundsCommand } from '../modules/vendors/wallet-protocol/operator-commands.js';
import { sportsCommand } from '../modules/vendors/demo/sports/operator-commands.js';
import { pointsCommand } from '../modules/points/operator-commands.js';
import { referralCommand } from '../modules/referral/operator-commands.js';
import { missionCommand } from '../modules/missions/operator-commands.js';
import { raffleCommand } from '../modules/raffle/operator-commands.js';
import { inboxCommand } from '../modules/inbox/operator-commands.js';

const maintenanceCommand: OperatorCommand = {
  help: `  maintenance on       put the site into maintenance (visitors see the maintenance page)
  maintenance off      take the site out of maintenance
  maintenance status   print whether maintenance is on`,
  matches: (args) =>
    args.length === 2 && args[0] === 'maintenance' && ['on', 'off', 'status'].includes(args[1]!),
  run: async ([, argument], { db, merchantCode, io }) => {
    const repo = createSystemRepository(db);
    if (argument === 'status') {
      const on = await repo.findMaintenance(merchantCode);
      if (on === undefined) {
        io.err(`Merchant ${merchantCode} does not exist; run: npm run operator -- seed`);
        return 1;
      }
      io.out(`Maintenance is ${on ? 'ON' : 'OFF'} for merchant ${merchantCode}.`);
      return 0;
    }
    const updated = await repo.setMaintenance(merchantCode, argument === 'on');
    if (updated === 0) {
      io.err(`Merchant ${merchantCode} does not exist; run: npm run operator -- seed`);
      return 1;
    }
    io.out(`Maintenance is now ${argument === 'on' ? 'ON' : 'OFF'} for merchant ${merchantCode}.`);
    return 0;
  },
};

const seedCommand: OperatorCommand = {
  help: `  seed                 re-run the idempotent demo seed (merchant, catalogue, demo accounts)`,
  matches: (args) => args.length === 1 && args[0] === 'seed',
  run: async (_args, { db, merchantCode, io }) => {
    const summary = await seedDemo(db, merchantCode);
    io.out(
      `Seeded merchant ${summary.merchantCode}: ${summary.vendors} vendor lanes, ${summary.games} games, ` +
        `${summary.accountsCreated} new demo accounts.`,
    );
    return 0;
  },
};

/** Every command group, in the order the usage lists them; each module declares its own. */
const commands: readonly OperatorCommand[] = [
  maintenanceCommand,
  switchCommand,
  seedCommand,
  demoAccountCommand,
  walletCommand,
  announcementCommand,
  searchCommand,
  teamCommand,
  figuresCommand,
  contractCommand,
  promotionCommand,
  rebateCommand,
  vipCommand,
  saferCommand,
  profileCommand,
  socialCommand,
  roundsCommand,
  sportsCommand,
  pointsCommand,
  referralCommand,
  missionCommand,
  raffleCommand,
  inboxCommand,
];

export const operatorHelp = `Usage: npm run operator -- <command>

Commands:
${commands.map((c) => c.help).join('\n')}
  help                 print this text

The command uses the same environment variables as the server (DATABASE_URL, MERCHANT_CODE, ...).
`;

/** Runs one operator command against the configured database; returns the process exit code. */
export const runOperator = async (
  args: readonly string[],
  config: AppConfig,
  io: OperatorIo,
): Promise<number> => {
  const [command] = args;
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
    io.out(operatorHelp);
    return command === undefined ? 2 : 0;
  }
  const chosen = commands.find((c) => c.matches(args));
  if (!chosen) {
    io.err(`Unknown command: ${args.join(' ')}\n\n${operatorHelp}`);
    return 2;
  }
  const handle = openDatabase(config.database);
  let events: ReturnType<typeof serverEvents> | undefined;
  const platform = (): OperatorPlatform => {
    events ??= serverEvents(operatorEventsOf(config), config.merchantCode);
    const activity = createPlatformActivity({
      db: handle.db,
      ledger: createLedger(handle.db),
      clock: systemClock,
      merchantCode: config.merchantCode,
      trialTypes: config.auth.trialTypes,
      publishInbox: events.publishInbox,
    });
    return { activity, publishInbox: events.publishInbox };
  };
  try {
    await migrateToLatest(handle);
    const context = { handle, db: handle.db, config, merchantCode: config.merchantCode, io, platform };
    return await chosen.run(args, context);
  } catch (error) {
    io.err(`Operator command failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await events?.flush();
    await handle.close();
  }
};
