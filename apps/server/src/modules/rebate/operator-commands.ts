import { wireGameTypes } from '@gp/contract/game-types';
import type { OperatorCommand } from '../../operator/operator-command.js';
import { createRebateRepository } from './repository.js';

const help = `  rebate rates         print the manual rebate rates per VIP level and game type (percent of valid bets)
  rebate rate TYPE PERCENT [LEVEL]
                       set a game type's rate (RNG, LIVE, FISH ...; 0 stops its rebate), e.g. 0.8, for
                       every member (level 0, the default) or from VIP level LEVEL up`;

/** The manual rebate's operator commands (issue 17). */
export const rebateCommand: OperatorCommand = {
  help,
  matches: ([command, action, ...rest]) =>
    command === 'rebate' &&
    ((action === 'rates' && rest.length === 0) ||
      (action === 'rate' &&
        (rest.length === 2 || (rest.length === 3 && /^\d{1,2}$/.test(rest[2]!))) &&
        (wireGameTypes as readonly string[]).includes(rest[0]!) &&
        /^\d{1,2}(\.\d{1,2})?$/.test(rest[1]!))),
  run: async ([, action, ...rest], { db, merchantCode, io }) => {
    const repo = createRebateRepository(db);
    if (action === 'rate') {
      await repo.setRate(merchantCode, Number(rest[2] ?? 0), rest[0]!, Math.round(Number(rest[1]) * 100));
    }
    for (const r of await repo.rates(merchantCode)) {
      io.out(`level ${r.vip_level}\t${r.game_type}\t${r.rate_bp / 100}%`);
    }
    return 0;
  },
};
