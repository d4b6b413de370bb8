import { randomUUID } from 'node:crypto';
import { demoVendorPaths, type DemoTableValue } from '@gp/contract/demo-vendor';
import type { DatabaseHandle } from '../db/database.js';
import { roundAt } from '../modules/vendors/demo/live/table-clock.js';
import { bearer } from './auth-helpers.js';
import type { TestApp } from './build-test-app.js';

/**
 * The first roulette table of the demo catalogue (a LIVE game whose name says roulette): one at the
 * ordinary stakes, or with `vip` one whose name says VIP (ten times the stakes: live/table-stakes.ts).
 */
export const rouletteTable = async (handle: DatabaseHandle, { vip = false } = {}) =>
  (
    await handle.db
      .selectFrom('games')
      .select('node_id')
      .where('merchant_code', '=', 'DEMO')
      .where('game_type', '=', 'LIVE')
      .where('game_name', 'like', '%Roulette%')
      .where('game_name', vip ? 'like' : 'not like', '%VIP%')
      .orderBy('node_id')
      .executeTakeFirstOrThrow()
  ).node_id;

/** The table's current round (or the next one, once this one's bets closed) on the test's pace. */
export const openRound = (t: TestApp, nodeId: string, at: number) => {
  const round = roundAt(nodeId, t.config.vendors.tablePace, at);
  return round.phase === 'betting' ? round : roundAt(nodeId, t.config.vendors.tablePace, round.endsAt);
};

export const placeBets = (
  t: TestApp,
  sessionToken: string,
  bets: { area: string; amount: string }[],
  placement: string = randomUUID(),
) =>
  t.app.inject({
    method: 'POST',
    url: demoVendorPaths.tableBets,
    headers: bearer(sessionToken),
    payload: { placement, bets },
  });

export const tableOf = async (t: TestApp, sessionToken: string): Promise<DemoTableValue> => {
  const res = await t.app.inject({
    method: 'GET',
    url: demoVendorPaths.table,
    headers: bearer(sessionToken),
  });
  if (res.statusCode !== 200) throw new Error(`table failed: ${res.body}`);
  return res.json<{ value: DemoTableValue }>().value;
};
