import type { OperatorCommand } from '../../operator/operator-command.js';
import { money } from '../wallet/money.js';
import { rebuildTeamFigures } from './figures-rebuild.js';
import { createFiguresRepository } from './figures-repository.js';
import { periodOf, type PeriodKind } from './periods.js';

const help = `  figures rebuild      rebuild the team figures (agent overview, reports, contract bases) from the bet
                       records and cashier orders, at BUSINESS_UTC_OFFSET
  figures show ACCOUNT print ACCOUNT's own and team figures of today, this week and this month`;

const shown: readonly [PeriodKind, string][] = [
  ['D', 'today'],
  ['W', 'this week'],
  ['M', 'this month'],
];

/** The team figures' operator commands (modules/team-figures). */
export const figuresCommand: OperatorCommand = {
  help,
  matches: ([command, action, account, ...rest]) =>
    command === 'figures' &&
    rest.length === 0 &&
    ((action === 'rebuild' && account === undefined) || (action === 'show' && !!account)),
  run: async ([, action, account], { handle, config, merchantCode, io }) => {
    const offset = config.businessUtcOffsetMinutes;
    if (action === 'rebuild') {
      const result = await rebuildTeamFigures(handle, merchantCode, {
        offsetMinutes: offset,
        at: new Date().toISOString(),
      });
      io.out(
        `Team figures of merchant ${merchantCode} rebuilt: ${result.rows} rows at UTC offset ${offset} min.`,
      );
      return 0;
    }
    const repo = createFiguresRepository(handle.db);
    const member = await repo.memberByAccount(merchantCode, account!);
    if (!member) {
      io.err(`No account ${account} in merchant ${merchantCode}.`);
      return 1;
    }
    io.out(
      `${member.account} (UTC offset ${offset} min): period, scope, bets, bet, valid bet, win, deposits, withdrawals, active`,
    );
    for (const [kind, label] of shown) {
      const period = periodOf(kind, new Date(), offset);
      for (const scope of ['S', 'T'] as const) {
        const f = await repo.totals(member.id, scope, kind, period.start, period.end);
        io.out(
          [
            label,
            scope === 'S' ? 'own' : 'team',
            f.betCount,
            money(f.bet),
            money(f.validBet),
            money(f.win),
            money(f.deposit),
            money(f.withdraw),
            f.activeMembers,
          ].join('\t'),
        );
      }
    }
    return 0;
  },
};
