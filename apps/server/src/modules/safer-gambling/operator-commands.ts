import { fromMinor, toMinor } from '@gp/contract/money';
import { limitKinds, limitPeriods, type Limit, type LimitKind } from '@gp/contract/safer-gambling';
import type { OperatorCommand } from '../../operator/operator-command.js';
import { systemClock } from '../../lib/clock.js';
import { createMemberRepository } from '../member/repository.js';
import { businessOffset } from '../team-figures/figures-recorder.js';
import { periodOf } from '../team-figures/periods.js';
import type { LimitPeriodOrSession } from './limit-rules.js';
import { createLimitsService } from './limits-service.js';
import { createSaferGamblingRepository } from './repository.js';

const help = `  safer defaults       print the site's default and mandatory (ceiling) limits
  safer default KIND PERIOD DEFAULT|none CEILING|none
                       set a limit's default (in force until a member chooses) and ceiling (members
                       may not go above or remove it); KIND DEPOSIT|LOSS|WAGER with PERIOD DAY|WEEK|MONTH,
                       or SESSION SESSION in minutes; every change is recorded
  safer show ACCOUNT   print a member's limits, what each period has used, waiting changes,
                       reality check and any time-out or self-exclusion
  safer history ACCOUNT
                       print every change of a member's limits (asked, applied, cancelled)
  safer near [PERCENT] list members who have used PERCENT (default 80) or more of a limit`;

const isKey = (kind: string, period: string) =>
  (limitKinds as readonly string[]).includes(kind) &&
  (kind === 'SESSION' ? period === 'SESSION' : (limitPeriods as readonly string[]).includes(period));
const isValue = (kind: string, v: string) =>
  v === 'none' || (kind === 'SESSION' ? /^\d{1,4}$/.test(v) && Number(v) > 0 : toMinor(v).ok && v !== '0');
const valueOf = (kind: string, v: string): bigint | null => {
  if (v === 'none') return null;
  if (kind === 'SESSION') return BigInt(v);
  const parsed = toMinor(v);
  return parsed.ok ? parsed.minor : null;
};
const text = (kind: string, v: string | null) =>
  v === null ? 'none' : kind === 'SESSION' ? `${v} min` : fromMinor(BigInt(v));
const limitLine = (l: Limit) =>
  [
    `${l.kind} ${l.period}`,
    l.amount === null ? 'no limit' : `${l.amount}${l.kind === 'SESSION' ? ' min' : ''}`,
    l.byDefault ? '(site default)' : '',
    l.used === null || l.amount === null ? '' : `used ${l.used}`,
    l.ceiling === null ? '' : `ceiling ${l.ceiling}`,
    l.pending ? `waiting: ${l.pending.amount ?? 'removal'} from ${l.pending.effectiveAt}` : '',
  ]
    .filter(Boolean)
    .join('\t');

/** Safer gambling's operator commands (issue 18): the site's defaults and ceilings, members' limits. */
export const saferCommand: OperatorCommand = {
  help,
  matches: ([command, action, ...rest]) => {
    if (command !== 'safer') return false;
    if (action === 'defaults') return rest.length === 0;
    if (action === 'show' || action === 'history') return rest.length === 1;
    if (action === 'near') return rest.length === 0 || (rest.length === 1 && /^\d{1,3}$/.test(rest[0]!));
    return (
      action === 'default' &&
      rest.length === 4 &&
      isKey(rest[0]!, rest[1]!) &&
      isValue(rest[0]!, rest[2]!) &&
      isValue(rest[0]!, rest[3]!)
    );
  },
  run: async ([, action, ...rest], { db, merchantCode, io }) => {
    const repo = createSaferGamblingRepository(db);
    const limits = createLimitsService({ db, repo, clock: systemClock, merchantCode });
    const memberOf = async (account: string) => {
      const member = await createMemberRepository(db).findByAccount(merchantCode, account);
      if (!member) io.err(`No member ${account}`);
      return member;
    };

    if (action === 'default') {
      const [kind, period, byDefault, ceiling] = rest as [LimitKind, LimitPeriodOrSession, string, string];
      const next = { defaultAmount: valueOf(kind, byDefault), ceiling: valueOf(kind, ceiling) };
      if (next.defaultAmount !== null && next.ceiling !== null && next.defaultAmount > next.ceiling) {
        io.err('The default cannot be above the ceiling');
        return 1;
      }
      await repo.saveDefault(merchantCode, { kind, period }, next, systemClock().toISOString());
    }
    if (action === 'defaults' || action === 'default') {
      const rows = await repo.defaults(merchantCode);
      if (rows.length === 0) io.out('No site defaults or ceilings.');
      for (const r of rows) {
        io.out(
          `${r.kind} ${r.period}\tdefault ${text(r.kind, r.default_amount)}\tceiling ${text(r.kind, r.ceiling)}`,
        );
      }
      return 0;
    }

    if (action === 'near') {
      const percent = BigInt(rest[0] ?? '80');
      const offset = await businessOffset(db, merchantCode);
      const monthStart = periodOf('M', systemClock(), offset).start;
      const withDefaults = (await repo.defaults(merchantCode)).some((d) => d.default_amount !== null);
      let found = 0;
      for (const id of await repo.membersToWatch(merchantCode, monthStart, withDefaults)) {
        const near = (await limits.view(id)).filter(
          (l) =>
            l.amount !== null &&
            l.used !== null &&
            BigInt(l.used.replace('.', '')) * 100n >= BigInt(l.amount.replace('.', '')) * percent,
        );
        if (near.length === 0) continue;
        const member = await createMemberRepository(db).findById(merchantCode, id);
        for (const l of near) io.out(`${member?.account ?? id}\t${limitLine(l)}`);
        found += 1;
      }
      if (found === 0) io.out(`No member has used ${percent}% of a limit.`);
      return 0;
    }

    const member = await memberOf(rest[0]!);
    if (!member) return 1;
    if (action === 'history') {
      const changes = await repo.history(member.id, 10_000);
      if (changes.length === 0) io.out(`${member.account} has never changed a limit.`);
      for (const c of changes) {
        const outcome = c.cancelled_at
          ? `cancelled ${c.cancelled_at}`
          : c.applied_at
            ? `applied ${c.applied_at}`
            : 'waiting';
        io.out(
          `${c.requested_at}\t${c.kind} ${c.period}\t${text(c.kind, c.from_amount)} -> ${text(c.kind, c.to_amount)}\t${outcome}\tby ${c.actor}`,
        );
      }
      return 0;
    }
    // show
    const now = systemClock().toISOString();
    const [view, realityCheck, exclusion] = await Promise.all([
      limits.view(member.id),
      repo.realityCheck(member.id),
      repo.activeExclusion(member.id, now),
    ]);
    io.out(`${member.account}`);
    for (const l of view) io.out(`  ${limitLine(l)}`);
    io.out(`  reality check\t${realityCheck === 0 ? 'off' : `every ${realityCheck} min`}`);
    io.out(
      exclusion
        ? `  ${exclusion.kind === 'TIME_OUT' ? 'time-out' : 'self-exclusion'} (${exclusion.length})\tfrom ${exclusion.starts_at} until ${exclusion.ends_at}`
        : '  no time-out or self-exclusion',
    );
    return 0;
  },
};
