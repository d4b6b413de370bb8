import { randomUUID } from 'node:crypto';
import {
  demoSportsPaths,
  type DemoSportsBetBody,
  type DemoSportsBets,
  type DemoSportsBoard,
  type SportsFixture,
} from '@gp/contract/demo-sports';
import type { DatabaseHandle } from '../db/database.js';
import { bearer } from './auth-helpers.js';
import type { TestApp } from './build-test-app.js';

/** The demo catalogue's sportsbook game (SPORTS, not cockfight), or its e-sports book. */
export const sportsbookGame = async (handle: DatabaseHandle, book: 'sports' | 'esports' = 'sports') =>
  (
    await handle.db
      .selectFrom('games')
      .select('node_id')
      .where('merchant_code', '=', 'DEMO')
      .where('game_type', '=', 'SPORTS')
      .where('game_name', book === 'esports' ? 'like' : 'not like', '%eSports%')
      .where('game_name', 'not like', '%Cockfight%')
      .orderBy('node_id')
      .executeTakeFirstOrThrow()
  ).node_id;

export const boardOf = async (t: TestApp, sessionToken: string): Promise<DemoSportsBoard> => {
  const res = await t.app.inject({
    method: 'GET',
    url: demoSportsPaths.board,
    headers: bearer(sessionToken),
  });
  if (res.statusCode !== 200) throw new Error(`board failed: ${res.body}`);
  return res.json<{ value: DemoSportsBoard }>().value;
};

export const betsOf = async (t: TestApp, sessionToken: string): Promise<DemoSportsBets> => {
  const res = await t.app.inject({ method: 'GET', url: demoSportsPaths.bets, headers: bearer(sessionToken) });
  if (res.statusCode !== 200) throw new Error(`bets failed: ${res.body}`);
  return res.json<{ value: DemoSportsBets }>().value;
};

export const placeSportsBet = (
  t: TestApp,
  sessionToken: string,
  body: Partial<DemoSportsBetBody> & Pick<DemoSportsBetBody, 'legs' | 'stake'>,
) =>
  t.app.inject({
    method: 'POST',
    url: demoSportsPaths.bets,
    headers: bearer(sessionToken),
    payload: { placement: randomUUID(), acceptOddsChanges: false, ...body },
  });

/** A leg on a fixture's first market (1X2 or the winner) for its first offered selection. */
export const legOn = (fixture: SportsFixture, market = fixture.markets[0]!) => {
  const selection = market.selections.find((s) => s.odds !== null)!;
  return { fixtureId: fixture.id, market: market.key, selection: selection.key, odds: selection.odds! };
};

/** Decides a fixture's result the way the feed would (tests choose the score). */
export const decideFixture = (
  handle: DatabaseHandle,
  fixtureId: string,
  home: number,
  away: number,
  at: Date,
) =>
  handle.db
    .insertInto('demo_sports_results')
    .values({
      fixture_id: fixtureId,
      status: 'final',
      home_score: home,
      away_score: away,
      revision: 1,
      decided_at: at.toISOString(),
    })
    .execute();
