import {
  demoTableValueSchema,
  demoVendorPaths,
  type DemoTableBet,
  type DemoTableValue,
} from '@gp/contract/demo-vendor';
import { call, getWith, json } from '../demo-vendor-client';

/** The live table's round, recent results, the session's bets and balance. */
export const fetchTable = (sessionToken: string): Promise<DemoTableValue> =>
  call(demoVendorPaths.table, demoTableValueSchema, getWith(sessionToken));

/** Places bets on the current round; `placement` makes a resend after a lost answer harmless. */
export const placeTableBets = (
  sessionToken: string,
  placement: string,
  bets: readonly DemoTableBet[],
): Promise<DemoTableValue> =>
  call(demoVendorPaths.tableBets, demoTableValueSchema, json({ placement, bets }, sessionToken));

/** The table socket's address on this page's origin. */
export const tableSocketUrl = (): string =>
  `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${demoVendorPaths.tableSocket}`;
