import Database from 'better-sqlite3';
import pg from 'pg';

/**
 * Switches one registration field rule of the demo merchant on or off in the e2e database (SQLite, or
 * PostgreSQL with E2E_DATABASE_URL), as an operator would (the server reads the rules on every call).
 * The registration tests turn the image captcha off: its answer is drawn as glyph paths, which a test
 * cannot read (nor should a bot).
 */
export const setRegisterFieldEnabled = async (databaseUrl: string, field: string, enabled: boolean) => {
  const update = 'update register_field_rules set enabled = $1 where merchant_code = $2 and field_name = $3';
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(update, [enabled ? 1 : 0, 'DEMO', field]);
    } finally {
      await client.end();
    }
    return;
  }
  const db = new Database(databaseUrl.replace(/^(sqlite|file):/, ''));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare(update.replace(/\$\d/g, '?')).run(enabled ? 1 : 0, 'DEMO', field);
  } finally {
    db.close();
  }
};
