import { fromMinor } from '@gp/contract/money';
import type { OperatorCommand } from '../../../operator/operator-command.js';
import { createMemberRepository } from '../../member/repository.js';
import { createProtocolRepository } from './protocol-repository.js';

const help = `  rounds open          open game rounds (stakes taken, not settled): count, stakes, wins, oldest,
                       by vendor integration, game type and money (real or free play)
  rounds open ACCOUNT  one member's open rounds`;

const money = (minor: string) => fromMinor(BigInt(minor));

/**
 * Pending bets (issue 19): a sports bet stays open until its fixture ends, a live round for seconds,
 * a round whose vendor never settled it until someone looks. The operator sees what the house holds
 * in open rounds and who has them; the ledger already holds those stakes in SYS:HOUSE.
 */
export const roundsCommand: OperatorCommand = {
  help,
  matches: ([command, action, ...rest]) => command === 'rounds' && action === 'open' && rest.length <= 1,
  run: async ([, , account], { db, merchantCode, io }) => {
    const repo = createProtocolRepository(db);
    if (account === undefined) {
      const rows = await repo.openRoundTotals(merchantCode);
      if (rows.length === 0) {
        io.out('No open rounds.');
        return 0;
      }
      io.out('integration\tgame type\tmoney\trounds\tstakes\twins so far\toldest');
      let rounds = 0;
      let stakes = 0n;
      for (const row of rows) {
        rounds += Number(row.rounds);
        if (row.mode === 'real') stakes += BigInt(row.bet);
        io.out(
          [
            row.integration,
            row.game_type,
            row.mode,
            row.rounds,
            money(row.bet),
            money(row.win),
            row.oldest,
          ].join('\t'),
        );
      }
      io.out(`${rounds} open rounds; real-money stakes held: ${fromMinor(stakes)}`);
      return 0;
    }
    const member = await createMemberRepository(db).findByAccount(merchantCode, account);
    if (!member) {
      io.err(`No member ${account}`);
      return 1;
    }
    const rows = await repo.openRoundsOf(merchantCode, member.id);
    if (rows.length === 0) {
      io.out(`${member.account} has no open rounds.`);
      return 0;
    }
    io.out('integration\tround\tgame\tmoney\tstake\twin so far\tsince');
    for (const row of rows) {
      io.out(
        [
          row.integration,
          row.round_id,
          row.node_id,
          row.mode,
          money(row.bet),
          money(row.win),
          row.created_at,
        ].join('\t'),
      );
    }
    return 0;
  },
};
