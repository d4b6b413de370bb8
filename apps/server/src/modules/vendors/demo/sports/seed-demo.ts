import type { FastifyInstance } from 'fastify';
import { demoSportsPaths, type DemoSportsBoard } from '@gp/contract/demo-sports';
import { demoVendorPaths } from '@gp/contract/demo-vendor';
import type { Db } from '../../../../db/database.js';
import { valueOf, type Actor, type SeedActors } from '../../../../db/seed/seed-actors.js';
import { bookOfGame } from './sports-catalogue.js';

const hour = 60 * 60_000;
const day = 24 * hour;

/**
 * demo_member's sports bets (the demo activity seed, docs/decisions.md): three days ago two singles and
 * an accumulator, settled when the seed ends (their matches are long over), and one single placed now
 * on a match that has not started, so My bets and the betting record show an open bet on a fresh
 * start. Every bet goes through the sportsbook's own calls and the seamless-wallet protocol.
 */
export const seedSportsbookDemo = async (
  app: FastifyInstance,
  seed: SeedActors,
  deps: { db: Db; merchantCode: string; memberId: number },
) => {
  const games = await deps.db
    .selectFrom('games')
    .select(['node_id', 'game_name'])
    .where('merchant_code', '=', deps.merchantCode)
    .where('game_type', '=', 'SPORTS')
    .orderBy('node_id')
    .execute();
  const book = games.find((g) => bookOfGame({ gameType: 'SPORTS', gameName: g.game_name }) === 'sports');
  if (!book) return;

  const open = async (me: Actor) => {
    const launched = (await me.call('launchGame', {
      body: { nodeId: book.node_id, freeTrial: false, language: 'EN' },
    })) as { url: string };
    const token = new URL(launched.url, 'http://launch').searchParams.get('token');
    const session = valueOf(
      'sportsbook session',
      await app.inject({ method: 'POST', url: demoVendorPaths.session, payload: { token } }),
    ) as { sessionToken: string };
    const headers = { authorization: `Bearer ${session.sessionToken}` };
    const board = valueOf(
      'sportsbook board',
      await app.inject({ url: demoSportsPaths.board, headers }),
    ) as DemoSportsBoard;
    const fixture = (sport: string, index: number) => {
      const found = board.sports.find((s) => s.key === sport)?.fixtures[index];
      if (!found) throw new Error(`The seed found no ${sport} fixture ${index}`);
      return found;
    };
    /** A bet on each fixture's first offered selection of its first market. */
    const bet = async (stake: string, fixtures: DemoSportsBoard['sports'][number]['fixtures']) => {
      const legs = fixtures.map((f) => {
        const market = f.markets[0]!;
        const selection = market.selections.find((s) => s.odds !== null)!;
        return { fixtureId: f.id, market: market.key, selection: selection.key, odds: selection.odds! };
      });
      valueOf(
        'sports bet',
        await app.inject({
          method: 'POST',
          url: demoSportsPaths.bets,
          headers,
          payload: {
            placement: `seed-${legs.map((l) => l.fixtureId).join('-')}`.slice(0, 40),
            stake,
            legs,
            acceptOddsChanges: true,
          },
        }),
      );
    };
    return { fixture, bet };
  };

  await seed.at(3 * day + 5 * hour, async () => {
    const { fixture, bet } = await open(await seed.actor(deps.memberId));
    await bet('500.00', [fixture('football', 0)]);
    await bet('300.00', [fixture('basketball', 1)]);
    await bet('200.00', [fixture('football', 1), fixture('tennis', 0)]);
  });
  const { fixture, bet } = await open(await seed.actor(deps.memberId));
  await bet('1000.00', [fixture('football', 2)]);
  // The matches of three days ago are over: settle their bets now, as the server's sweep would.
  while ((await app.sportsbook.sweep()) > 0);
};
