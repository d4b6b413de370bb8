import { readFile } from 'node:fs/promises';
import type { Db } from '../db/database.js';
import { AppError } from '../lib/app-error.js';
import { saveAnnouncement, type AnnouncementInput } from '../modules/announcements/announcement-store.js';
import type { OperatorIo } from './operator-io.js';
import type { OperatorCommand } from './operator-command.js';

export const announcementHelp = `  announcement list         list notices (PL), popups (PU) and promotions (PR) with their schedule
  announcement save FILE    create or replace the announcements of a JSON file (one object or an array:
                            key, type, execution, promotionType, sortOrder, startsAt, endsAt,
                            texts { EN: { title, content } ... }); HTML content is sanitized;
                            execution A, B or F picks a popup's audience, G makes a notice
                            for agents only (the agent centre's announcement page)
  announcement remove KEY   delete one announcement and its texts`;

/** True when `args` is an announcement command this module runs. */
export const isAnnouncementCommand = (args: readonly string[]): boolean => {
  const [command, action, argument, ...rest] = args;
  if (command !== 'announcement' || rest.length > 0) return false;
  if (action === 'list') return argument === undefined;
  return (action === 'save' || action === 'remove') && argument !== undefined && argument.length > 0;
};

const list = async (db: Db, merchantCode: string, io: OperatorIo): Promise<number> => {
  const rows = await db
    .selectFrom('announcements as a')
    .leftJoin('announcement_texts as t', (join) =>
      join
        .onRef('t.merchant_code', '=', 'a.merchant_code')
        .onRef('t.announcement_key', '=', 'a.announcement_key'),
    )
    .select(['a.announcement_key', 'a.type', 'a.execution', 'a.starts_at', 'a.ends_at', 't.language'])
    .where('a.merchant_code', '=', merchantCode)
    .orderBy('a.type')
    .orderBy('a.sort_order')
    .orderBy('a.announcement_key')
    .orderBy('t.language')
    .execute();
  const byKey = new Map<string, { line: string; languages: string[] }>();
  for (const row of rows) {
    const entry = byKey.get(row.announcement_key) ?? {
      line: `${row.type.padEnd(3)} ${(row.execution ?? '-').padEnd(2)} ${row.announcement_key.padEnd(32)} ${row.starts_at ?? 'now'} .. ${row.ends_at ?? 'open'}`,
      languages: [],
    };
    if (row.language) entry.languages.push(row.language);
    byKey.set(row.announcement_key, entry);
  }
  if (byKey.size === 0) io.out(`No announcements for merchant ${merchantCode}.`);
  for (const { line, languages } of byKey.values()) io.out(`${line}  [${languages.join(',')}]`);
  return 0;
};

const save = async (db: Db, merchantCode: string, file: string, io: OperatorIo): Promise<number> => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    io.err(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  const inputs = (Array.isArray(parsed) ? parsed : [parsed]) as AnnouncementInput[];
  // Each announcement is validated and saved in its own transaction; the first bad one stops the run.
  for (const [index, input] of inputs.entries()) {
    try {
      await saveAnnouncement(db, merchantCode, input, new Date());
      io.out(`Saved ${input.key}.`);
    } catch (error) {
      const reason = error instanceof AppError ? error.message : String(error);
      io.err(`Announcement ${index + 1} of ${file} not saved: ${reason}`);
      return 1;
    }
  }
  return 0;
};

const remove = async (db: Db, merchantCode: string, key: string, io: OperatorIo): Promise<number> => {
  const removed = await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('announcement_texts')
      .where('merchant_code', '=', merchantCode)
      .where('announcement_key', '=', key)
      .execute();
    const result = await trx
      .deleteFrom('announcements')
      .where('merchant_code', '=', merchantCode)
      .where('announcement_key', '=', key)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  });
  if (removed === 0) {
    io.err(`No announcement ${key} for merchant ${merchantCode}.`);
    return 1;
  }
  io.out(`Removed ${key}.`);
  return 0;
};

/** Runs `announcement list|save FILE|remove KEY` (checked by isAnnouncementCommand). */
export const runAnnouncementCommand = (
  args: readonly string[],
  db: Db,
  merchantCode: string,
  io: OperatorIo,
): Promise<number> => {
  const [, action, argument = ''] = args;
  if (action === 'list') return list(db, merchantCode, io);
  if (action === 'save') return save(db, merchantCode, argument, io);
  return remove(db, merchantCode, argument, io);
};

export const announcementCommand: OperatorCommand = {
  help: announcementHelp,
  matches: isAnnouncementCommand,
  run: (args, c) => runAnnouncementCommand(args, c.db, c.merchantCode, c.io),
};
