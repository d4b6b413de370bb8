import { loadConfigOrExit } from '../config.js';
import { openDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';

const config = loadConfigOrExit();
const handle = openDatabase(config.database);
try {
  const result = await migrateToLatest(handle);
  const applied = result.results?.filter((r) => r.status === 'Success').map((r) => r.migrationName) ?? [];
  console.log(
    applied.length > 0
      ? `Applied migrations: ${applied.join(', ')}`
      : 'Database is up to date; nothing to apply.',
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await handle.close();
}
