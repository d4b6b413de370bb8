import {
  demoSportsBetsSchema,
  demoSportsBoardSchema,
  demoSportsPaths,
  demoSportsPlacedSchema,
  type DemoSportsBetBody,
  type DemoSportsBets,
  type DemoSportsBoard,
  type DemoSportsPlaced,
} from '@gp/contract/demo-sports';
import { call, getWith, json } from '../demo-vendor-client';

/** The book's upcoming fixtures, markets and odds (@gp/contract/demo-sports). */
export const fetchBoard = (sessionToken: string): Promise<DemoSportsBoard> =>
  call(demoSportsPaths.board, demoSportsBoardSchema, getWith(sessionToken));

/** The player's open bets and latest settled ones, with the balance. */
export const fetchBets = (sessionToken: string): Promise<DemoSportsBets> =>
  call(demoSportsPaths.bets, demoSportsBetsSchema, getWith(sessionToken));

/** Places one bet; `placement` makes a resend after a lost answer harmless. */
export const placeBet = (sessionToken: string, body: DemoSportsBetBody): Promise<DemoSportsPlaced> =>
  call(demoSportsPaths.bets, demoSportsPlacedSchema, json(body, sessionToken));
