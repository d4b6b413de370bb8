import { toMinor } from '@gp/contract/money';
import type { OperatorCommand } from '../../operator/operator-command.js';
import { createFiguresRepository } from '../team-figures/figures-repository.js';
import { money } from '../wallet/money.js';
import { createVipRepository } from './repository.js';
import { createVipLevels } from './vip-levels.js';

const help = `  vip levels           print the VIP ladder: thresholds, bonuses, turnover multiple and names
  vip level LEVEL VALID_BET DEPOSIT LEVEL_UP MONTHLY TURNOVER NAME...
                       add or change a level: cumulative valid bets and deposits it needs, its
                       level-up and monthly bonuses (amounts), their turnover multiple, its name (EN)
  vip show ACCOUNT     print a member's cumulative valid bets and deposits, and its level`;

const isAmount = (v: string | undefined) => v !== undefined && (v === '0' || toMinor(v).ok);
const minorOf = (v: string) => {
  const parsed = toMinor(v);
  return parsed.ok ? parsed.minor : 0n;
};

/** The VIP ladder's operator commands (issue 17). */
export const vipCommand: OperatorCommand = {
  help,
  matches: ([command, action, ...rest]) => {
    if (command !== 'vip') return false;
    if (action === 'levels') return rest.length === 0;
    if (action === 'show') return rest.length === 1;
    return (
      action === 'level' &&
      rest.length >= 7 &&
      /^\d{1,2}$/.test(rest[0]!) &&
      rest.slice(1, 5).every(isAmount) &&
      /^\d{1,3}(\.\d{1,2})?$/.test(rest[5]!)
    );
  },
  run: async ([, action, ...rest], { db, merchantCode, io }) => {
    const repo = createVipRepository(db);
    if (action === 'show') {
      const member = await createFiguresRepository(db).memberByAccount(merchantCode, rest[0]!);
      if (!member) {
        io.err(`No member ${rest[0]}`);
        return 1;
      }
      // The ladder's level, whatever the VIP switch says.
      const levels = createVipLevels({ db, merchantCode, flag: () => Promise.resolve(true) });
      const { totals, level } = await levels.standing(member.id);
      io.out(
        `${member.account}\tvalid bets ${money(totals.validBet)}\tdeposits ${money(totals.deposit)}\tlevel ${level}`,
      );
      return 0;
    }
    if (action === 'level') {
      const [level, validBet, deposit, levelUp, monthly, turnover, ...name] = rest;
      const kept = (await repo.ladder(merchantCode)).find((s) => s.level === Number(level));
      const names = {
        ...(kept ? (JSON.parse(kept.names) as Record<string, string>) : {}),
        EN: name.join(' '),
      };
      await repo.saveLevel(merchantCode, {
        level: Number(level),
        minValidBet: minorOf(validBet!),
        minDeposit: minorOf(deposit!),
        levelUpBonus: minorOf(levelUp!),
        monthlyBonus: minorOf(monthly!),
        turnoverX100: Math.round(Number(turnover) * 100),
        names: JSON.stringify(names),
      });
    }
    for (const s of await repo.ladder(merchantCode)) {
      const name = (JSON.parse(s.names) as Record<string, string>).EN ?? '';
      io.out(
        `${s.level}\t${name}\tvalid bets ${money(s.minValidBet)}\tdeposits ${money(s.minDeposit)}\tlevel-up ${money(s.levelUpBonus)}\tmonthly ${money(s.monthlyBonus)}\tturnover ${s.turnoverX100 / 100}x`,
      );
    }
    return 0;
  },
};
