import Database from 'better-sqlite3';

/**
 * Switches one registration field rule of the demo merchant on or off in the e2e database, as an
 * operator would (the server reads the rules on every call). The registration tests turn the image
 * captcha off: its answer is drawn as glyph paths, which a test cannot read (nor should a bot).
 */
export const setRegisterFieldEnabled = (databaseUrl: string, field: string, enabled: boolean): void => {
  const db = new Database(databaseUrl.replace(/^(sqlite|file):/, ''));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('update register_field_rules set enabled = ? where merchant_code = ? and field_name = ?').run(
      enabled ? 1 : 0,
      'DEMO',
      field,
    );
  } finally {
    db.close();
  }
};
