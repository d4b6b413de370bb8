import { fromMinor } from '@gp/contract/money';
import { AppError } from '../../../../lib/app-error.js';
import type { OperatorCommand } from '../../../../operator/operator-command.js';
import { createFixtureResults } from './fixture-results.js';
import { createSportsRepository } from './sports-repository.js';

const help = `  sports open          fixtures that open real-money sports bets wait on: kick-off, sides,
                       bets including each, their stakes
  sports cancel ID     call a fixture off (e.g. football-12345): its bets are void; bets already
                       settled on it are resettled by the running server
  sports result ID H-A correct a decided score (e.g. 2-1): bets settled on it are resettled`;

/**
 * The sportsbook's back office (issue 19). Results come from the book's own feed at each fixture's
 * result time; the operator calls fixtures off and corrects scores, and reads what is at stake.
 */
export const sportsCommand: OperatorCommand = {
  help,
  matches: ([command, action, ...rest]) =>
    command === 'sports' &&
    ((action === 'open' && rest.length === 0) ||
      (action === 'cancel' && rest.length === 1) ||
      (action === 'result' && rest.length === 2)),
  run: async ([, action, fixtureId, score], { db, config, io }) => {
    const repo = createSportsRepository(db);
    if (action === 'open') {
      const rows = await repo.openFixtures();
      if (rows.length === 0) {
        io.out('No open sports bets.');
        return 0;
      }
      io.out('fixture\tkick-off\tsides\tbets\tstakes');
      for (const row of rows) {
        io.out(
          [
            row.fixture_id,
            row.kickoff_at,
            `${row.home} v ${row.away}`,
            row.bets,
            fromMinor(BigInt(row.stakes)),
          ].join('\t'),
        );
      }
      return 0;
    }
    const results = createFixtureResults({ repo, pace: config.vendors.sportsPace, clock: () => new Date() });
    const parsed = score === undefined ? undefined : /^(\d{1,3})-(\d{1,3})$/.exec(score);
    if (action === 'result' && !parsed) {
      io.err('The score is HOME-AWAY, e.g. 2-1');
      return 1;
    }
    try {
      const { resettles } =
        action === 'cancel'
          ? await results.cancelFixture(fixtureId!)
          : await results.correctResult(fixtureId!, { home: Number(parsed![1]), away: Number(parsed![2]) });
      io.out(
        `${action === 'cancel' ? 'Cancelled' : 'Corrected'} ${fixtureId}; ` +
          `${resettles} settled bet(s) will be resettled by the running server.`,
      );
      return 0;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      io.err(error.message);
      return 1;
    }
  },
};
