import { inboxCategories, type InboxCategory } from '@gp/contract/inbox';
import { AppError } from '../../lib/app-error.js';
import { systemClock } from '../../lib/clock.js';
import { textIn } from '../../lib/localized-text.js';
import type { OperatorCommand } from '../../operator/operator-command.js';
import { createInboxSender, type Segment } from './inbox-sender.js';
import { createInboxRepository } from './repository.js';

const help = `  inbox send --to ACCOUNT|segment --title TEXT --body HTML [options]
                       a message to one member, or to the segment the options choose (--to segment with
                       no option: everyone): --vip LEVEL (that VIP level and up), --team AGENT (its
                       downline), --registered FROM..TO (YYYY-MM-DD, both days included), --depositors
                       (members with an approved deposit); --link PATH (a page of the site, /promotions),
                       --days N (expires after N days), --category system|promotion (default system),
                       --title-KO/JA/PT and --body-KO/JA/PT (other languages)
  inbox list           the latest 20 messages, their audience and how many members read them`;

const languages = ['KO', 'JA', 'PT'] as const;
const valueFlags = new Set([
  'to',
  'title',
  'body',
  'vip',
  'team',
  'registered',
  'link',
  'days',
  'category',
  ...languages.flatMap((l) => [`title-${l}`, `body-${l}`]),
]);

/** `--name value` pairs (and the bare `--depositors`); null when anything else is given. */
const parseFlags = (args: readonly string[]): Map<string, string> | null => {
  const flags = new Map<string, string>();
  for (let i = 0; i < args.length; i += 1) {
    const name = args[i]!.startsWith('--') ? args[i]!.slice(2) : '';
    if (name === 'depositors') flags.set(name, '1');
    else if (valueFlags.has(name) && args[i + 1] !== undefined && !flags.has(name))
      flags.set(name, args[++i]!);
    else return null;
  }
  return flags;
};

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const isSendable = (flags: Map<string, string> | null): flags is Map<string, string> =>
  flags !== null &&
  flags.has('to') &&
  flags.has('title') &&
  flags.has('body') &&
  (!flags.has('vip') || /^\d{1,3}$/.test(flags.get('vip')!)) &&
  (!flags.has('days') || /^\d{1,4}$/.test(flags.get('days')!)) &&
  (!flags.has('category') || (inboxCategories as readonly string[]).includes(flags.get('category')!)) &&
  (!flags.has('registered') ||
    flags
      .get('registered')!
      .split('..')
      .every((day, _, all) => all.length === 2 && dayPattern.test(day)));

/** The next UTC day's start: "registered until 2026-12-31" includes that whole day. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();

/** Messages to members (issue 21): what the operator console will do, until it exists. */
export const inboxCommand: OperatorCommand = {
  help,
  matches: ([command, action, ...rest]) =>
    command === 'inbox' &&
    ((action === 'list' && rest.length === 0) || (action === 'send' && isSendable(parseFlags(rest)))),
  run: async ([, action, ...rest], { db, merchantCode, io, platform }) => {
    const repo = createInboxRepository(db);
    if (action === 'list') {
      for (const m of await repo.latest(merchantCode, 20)) {
        const audience = m.account ?? (segmentText(segmentOf(m)) || 'everyone');
        io.out(
          `${m.id}\t${m.created_at}\t${m.sender}/${m.category}\t${audience}\t${Number(m.reads ?? 0)} read\t${textIn(m.titles, 'EN')}`,
        );
      }
      return 0;
    }
    const flags = parseFlags(rest)!;
    const to = flags.get('to')!;
    const segment: Segment = {};
    if (flags.has('vip')) segment.minVip = Number(flags.get('vip'));
    if (flags.has('depositors')) segment.withDeposit = true;
    if (flags.has('registered')) {
      const [from, until] = flags.get('registered')!.split('..') as [string, string];
      segment.registeredFrom = `${from}T00:00:00.000Z`;
      segment.registeredTo = dayAfter(until);
    }
    if (flags.has('team')) {
      const agent = await repo.memberByAccount(merchantCode, flags.get('team')!);
      if (!agent) return refuse(io, `No account ${flags.get('team')}`);
      segment.agentId = agent.id;
    }
    const member = to === 'segment' ? undefined : await repo.memberByAccount(merchantCode, to);
    if (to !== 'segment' && !member) return refuse(io, `No account ${to}`);
    if (member && Object.keys(segment).length > 0) {
      return refuse(io, 'A message to one member takes no segment option');
    }
    const days = flags.has('days') ? Number(flags.get('days')) : null;
    const sender = createInboxSender({
      db,
      clock: systemClock,
      merchantCode,
      publish: platform().publishInbox,
    });
    try {
      const { id } = await sender.send({
        to: member ? { memberId: member.id } : { segment },
        category: (flags.get('category') ?? 'system') as InboxCategory,
        titles: localized(flags, 'title'),
        bodies: localized(flags, 'body'),
        link: flags.get('link') ?? null,
        expiresAt: days === null ? null : new Date(Date.now() + days * 86_400_000).toISOString(),
        sender: 'operator',
      });
      io.out(`Message ${id} sent to ${member ? to : segmentText(segment) || 'everyone'}.`);
      return 0;
    } catch (error) {
      if (error instanceof AppError) return refuse(io, error.message);
      throw error;
    }
  },
};

const refuse = (io: { err: (line: string) => void }, message: string) => {
  io.err(message);
  return 1;
};

const localized = (flags: Map<string, string>, field: 'title' | 'body') => {
  const texts: Record<string, string> = { EN: flags.get(field)! };
  for (const language of languages) {
    const text = flags.get(`${field}-${language}`);
    if (text !== undefined) texts[language] = text;
  }
  return texts;
};

/** A stored broadcast's segment. */
const segmentOf = (row: {
  seg_min_vip: number | null;
  seg_agent_id: number | null;
  seg_registered_from: string | null;
  seg_registered_to: string | null;
  seg_with_deposit: number;
}): Segment => ({
  ...(row.seg_min_vip === null ? {} : { minVip: row.seg_min_vip }),
  ...(row.seg_agent_id === null ? {} : { agentId: row.seg_agent_id }),
  ...(row.seg_registered_from === null ? {} : { registeredFrom: row.seg_registered_from }),
  ...(row.seg_registered_to === null ? {} : { registeredTo: row.seg_registered_to }),
  ...(row.seg_with_deposit === 1 ? { withDeposit: true } : {}),
});

/** "VIP 2+, with a deposit"; empty for everyone. */
const segmentText = (s: Segment) =>
  [
    s.minVip === undefined ? '' : `VIP ${s.minVip}+`,
    s.agentId === undefined ? '' : `team of member ${s.agentId}`,
    s.registeredFrom === undefined && s.registeredTo === undefined
      ? ''
      : `registered ${s.registeredFrom ?? '…'} to ${s.registeredTo ?? '…'}`,
    s.withDeposit ? 'with a deposit' : '',
  ]
    .filter(Boolean)
    .join(', ');
