import type { AppConfig } from '../config.js';
import type { DatabaseHandle, Db } from '../db/database.js';
import type { OperatorIo } from './operator-io.js';

/** What a command runs against: the migrated database, the configuration, the operator's terminal. */
export interface OperatorContext {
  handle: DatabaseHandle;
  db: Db;
  config: AppConfig;
  merchantCode: string;
  io: OperatorIo;
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
