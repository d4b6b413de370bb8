import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Promotion } from '@gp/contract/promotions';
import type { DatabaseHandle } from '../../db/database.js';
import { createManualClock } from '../../lib/clock.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { gameOf, playEnv, settleRound } from '../../test/play-helpers.js';
import {
  call,
  createMember,
  demoDeposit,
  mainBalance,
  openTestDb,
  sessionsSeenAt,
  type TestMember,
} from '../../test/wallet-helpers.js';
import { periodOf } from '../team-figures/periods.js';
import { savePromotion } from './promotion-store.js';
import { verifyLedger } from '../wallet/ledger-verify.js';

/**
 * Cashback (issue 17) on the seeded daily offer (10 % of a business day's net loss from 10, up to
 * 200, 1x turnover): from joining, real settled rounds make a loss; the next day pays it back once,
 * even when claims race; the day after pays that day's loss.
 */
const dayMs = 86_400_000;
const clock = createManualClock();
let t: TestApp;
let h: DatabaseHandle;
let slot: string;
let live: string;

beforeAll(async () => {
  t = await buildTestApp(playEnv, { clock });
  h = openTestDb(t);
  slot = (await gameOf(h, 'PT', 'RNG')).node_id;
  live = (await gameOf(h, 'EVO', 'LIVE')).node_id;
  // Start at noon of a business day, so a few hours of play stay inside it.
  const offset =
    (await h.db.selectFrom('business_calendars').select('utc_offset_minutes').executeTakeFirst())
      ?.utc_offset_minutes ?? 0;
  clock.set(new Date(Date.parse(periodOf('D', clock(), offset).start) + dayMs / 2));
});
afterAll(async () => {
  await h.close();
  await t.close();
});

/**
 * A member whose session is alive at the platform's clock: the clock starts at noon of the business
 * day, which may be hours ahead of the real time the session was written at.
 */
const newMember = async () => {
  const m = await createMember(h);
  await sessionsSeenAt(h, m.id, clock());
  return m;
};
/** Moves the platform's clock; the member's session moves with it. */
const later = async (m: TestMember, ms: number) => {
  clock.advance(ms);
  await sessionsSeenAt(h, m.id, clock());
};
const play = (m: TestMember, bet: string, win: string) => {
  clock.advance(1000);
  return settleRound(t, m, slot, { bet, win }, clock().getTime());
};
const cashback = async (m: TestMember) =>
  (await call(t, m, 'promotions', { query: { language: 'EN' } }))
    .json<{ value: { promotions: Promotion[] } }>()
    .value.promotions.find((p) => p.key === 'daily-cashback')!;
const act = (m: TestMember, id: number, action: string) => {
  clock.advance(1000);
  return call(t, m, 'promotionAction', { body: { id, action, language: 'EN' } });
};

describe('cashback', () => {
  it("pays back a day's net loss the next day, once, then the following day's", async () => {
    const m = await newMember();
    await demoDeposit(t, m, '1000');
    // A loss before joining does not count.
    await play(m, '100.00', '0.00');
    const offer = await cashback(m);
    expect(offer).toMatchObject({
      kind: 'CASHBACK',
      status: 'join',
      cashbackPeriod: 'DAY',
      minLoss: '10.00',
    });
    expect((await act(m, offer.id, 'join')).statusCode).toBe(200);
    await play(m, '300.00', '0.00');
    await play(m, '100.00', '150.00');
    // The day is not over: nothing to claim yet.
    expect(await cashback(m)).toMatchObject({ status: 'joined', claimable: null });
    expect((await act(m, offer.id, 'claim')).json()).toMatchObject({ code: 'promotion_not_available' });

    // The next day: 10 % of the 250.00 lost since joining.
    await later(m, dayMs);
    expect(await cashback(m)).toMatchObject({ status: 'claim', claimable: '25.00' });
    const before = await mainBalance(t, m);
    const racing = await Promise.all([act(m, offer.id, 'claim'), act(m, offer.id, 'claim')]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await mainBalance(t, m)).toBe(before + 2_500n);
    expect(await cashback(m)).toMatchObject({ status: 'process' });
    const open = (await call(t, m, 'bonuses')).json<{
      value: { active: { amount: string; turnoverRequired: string; title: string } };
    }>().value.active;
    expect(open).toMatchObject({ amount: '25.00', turnoverRequired: '25.00' });
    expect(open.title).toMatch(/^Daily cashback/);

    // Meeting the turnover loses 25.00 more today: joined again, and tomorrow pays 2.50.
    await play(m, '25.00', '0.00');
    expect(await cashback(m)).toMatchObject({ status: 'joined' });
    await later(m, dayMs);
    expect(await cashback(m)).toMatchObject({ status: 'claim', claimable: '2.50' });
    expect((await act(m, offer.id, 'claim')).statusCode).toBe(200);
    expect(await cashback(m)).toMatchObject({ status: 'process', claimable: null });
  });

  it('pays nothing for a day won or lost below the minimum', async () => {
    const m = await newMember();
    await later(m, 0);
    await demoDeposit(t, m, '1000');
    const offer = await cashback(m);
    await act(m, offer.id, 'join');
    await play(m, '9.99', '0.00');
    await later(m, dayMs);
    expect(await cashback(m)).toMatchObject({ status: 'joined' });
    await play(m, '100.00', '300.00');
    await later(m, dayMs);
    expect(await cashback(m)).toMatchObject({ status: 'joined' });
  });

  it('counts only the losses of the game types its terms name', async () => {
    await savePromotion(
      h.db,
      'DEMO',
      {
        key: 'live-cashback',
        category: 'DEPOSIT',
        kind: 'CASHBACK',
        sortOrder: 9,
        terms: { percent: '50', gameTypes: ['LIVE'], turnoverMultiple: 1 },
        texts: { EN: { title: 'Live cashback', terms: '<p>Half of your live losses back.</p>' } },
      },
      clock(),
    );
    const m = await newMember();
    await later(m, 0);
    await demoDeposit(t, m, '1000');
    const offer = (await call(t, m, 'promotions', { query: { language: 'EN' } }))
      .json<{ value: { promotions: Promotion[] } }>()
      .value.promotions.find((p) => p.key === 'live-cashback')!;
    await act(m, offer.id, 'join');
    await play(m, '200.00', '0.00');
    clock.advance(1000);
    await settleRound(t, m, live, { bet: '30.00', win: '0.00' }, clock().getTime());
    await later(m, dayMs);
    const next = (await call(t, m, 'promotions', { query: { language: 'EN' } }))
      .json<{ value: { promotions: Promotion[] } }>()
      .value.promotions.find((p) => p.key === 'live-cashback')!;
    // Half of the 30.00 lost on live; the slot's 200.00 does not count.
    expect(next).toMatchObject({ status: 'claim', claimable: '15.00' });
  });

  it('keeps the ledger clean', async () => {
    expect((await verifyLedger(h.db)).problems).toEqual([]);
  });
});
