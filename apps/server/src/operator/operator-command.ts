import type { AppConfig } from '../config.js';
import type { DatabaseHandle, Db } from '../db/database.js';
import type { ActivityHooks } from '../lib/activity-hooks.js';
import type { OperatorIo } from './operator-io.js';

/** What a command that changes members' money or inbox tells: the platform's activity listeners and
 * the servers' sockets (through Redis when configured), as the server would. */
export interface OperatorPlatform {
  activity: ActivityHooks;
  publishInbox: (memberId: number | null) => void;
}

/** What a command runs against: the migrated database, the configuration, the operator's terminal. */
export interface OperatorContext {
  handle: DatabaseHandle;
  db: Db;
  config: AppConfig;
  merchantCode: string;
  io: OperatorIo;
  /** Built on first use; what it published is flushed when the command ends. */
  platform: () => OperatorPlatform;
}

/**
 * One group of operator commands, declared by the module that owns what it changes and listed once in
 * commands.ts. `matches` is exact (arity included): anything else prints the usage.
 */
export interface OperatorCommand {
  help: string;
  matches: (args: readonly string[]) => boolean;
  run: (args: readonly string[], context: OperatorContext) => Promise<number>;
}
