import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema } from '@gp/contract/envelope';
import { routes } from '@gp/contract/routes';
import { routeSchemas } from '@gp/contract/route-schemas';
import { topNavigation } from '@gp/contract/web-routes';
import { openDatabase } from '../../db/database.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const vendorUrl = (query: string) => `${routes.gameVendor.path}?${query}`;
const lanesOf = async (query: string) => {
  const res = await t.app.inject({ url: vendorUrl(query) });
  expect(res.statusCode).toBe(200);
  return envelopeSchema(routeSchemas.gameVendor.value).parse(res.json()).value!.data.lanes;
};

describe('gameVendor', () => {
  it('answers one lane per category with vendor cards, in top-navigation order', async () => {
    const lanes = await lanesOf('merchantCode=DEMO&platform=html5-desktop&language=EN');
    expect(lanes.map((l) => l.title)).toEqual(['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP']);
    for (const lane of lanes) expect(lane.cards.length).toBeGreaterThan(0);
    // Every category of the top navigation that needs vendors has a lane, except the ones the client splits.
    const needed = topNavigation.flatMap((n) => (n.category && n.category !== 'ESPORTS' ? [n.category] : []));
    expect(lanes.map((l) => l.title)).toEqual(expect.arrayContaining(needed));
  });

  it('contains the footer vendors and more than 10 RNG vendors', async () => {
    const lanes = await lanesOf('merchantCode=DEMO&platform=html5-desktop');
    const rng = lanes.find((l) => l.title === 'RNG')!.cards.map((c) => c.vassalage);
    for (const code of ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS']) expect(rng).toContain(code);
    expect(rng.length).toBeGreaterThan(10);
    const sports = lanes.find((l) => l.title === 'SPORTS')!.cards.map((c) => c.vassalage);
    expect(sports).toEqual(expect.arrayContaining(['IMES', 'SV3']));
    const lott = lanes.find((l) => l.title === 'LOTT')!.cards.map((c) => c.vassalage);
    expect(lott).toEqual(['LOTT', 'TCG_LOTTO_VN', 'TCG_SEA']);
    const all = lanes.flatMap((l) => l.cards);
    expect(all.some((c) => c.isGame === 'VASSALAGE')).toBe(true);
  });

  it('serves an SVG icon for every vendor card under an image CDN base', async () => {
    const lanes = await lanesOf('merchantCode=DEMO&platform=html5-desktop');
    const card = lanes.find((l) => l.title === 'RNG')!.cards[0]!;
    const res = await t.app.inject({ url: `/cdn/img2${card.iconUrl}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toContain('<svg');
  });

  it('gives each card of a vendor its own icon: JDB Fishing is not drawn as JDB Gaming', async () => {
    const lanes = await lanesOf('merchantCode=DEMO&platform=html5-desktop');
    const jdb = (title: string) =>
      lanes.find((l) => l.title === title)!.cards.find((c) => c.vassalage === 'JDB')!;
    const [slots, fishing] = [jdb('RNG'), jdb('FISH')];
    expect(slots.iconUrl).not.toBe(fishing.iconUrl);
    const [slotIcon, fishIcon] = await Promise.all(
      [slots, fishing].map((card) => t.app.inject({ url: `/cdn/img1${card.iconUrl}` })),
    );
    expect(slotIcon!.statusCode).toBe(200);
    expect(fishIcon!.statusCode).toBe(200);
    expect(slotIcon!.body).toContain('aria-label="JDB Gaming"');
    expect(fishIcon!.body).toContain('aria-label="JDB Fishing"');
    expect((await t.app.inject({ url: '/cdn/img1/icons/vendors/JDB.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/cdn/img1/icons/vendors/LIVE_JDB.svg' })).statusCode).toBe(404);
  });

  it('answers from the cache only when flush=false', async () => {
    await lanesOf('merchantCode=DEMO&platform=html5-desktop&flush=true');
    const handle = openDatabase(t.config.database);
    try {
      await handle.db
        .insertInto('vendors')
        .values({
          merchant_code: 'DEMO',
          code: 'NEWV',
          category: 'PVP',
          name: 'New Vendor',
          is_game: '1',
          game_classify: null,
          sort_order: 999,
        })
        .execute();
    } finally {
      await handle.close();
    }
    const pvpCodes = async (query: string) =>
      (await lanesOf(query)).find((l) => l.title === 'PVP')!.cards.map((c) => c.vassalage);
    expect(await pvpCodes('merchantCode=DEMO&platform=html5-desktop&flush=false')).not.toContain('NEWV');
    expect(await pvpCodes('merchantCode=DEMO&platform=html5-desktop&flush=true')).toContain('NEWV');
  });

  it('refuses an unknown merchant with not_found', async () => {
    const res = await t.app.inject({ url: vendorUrl('merchantCode=NOPE&platform=html5-desktop') });
    expect(res.statusCode).toBe(404);
    const body = res.json<{ success: boolean; code: string; message: string }>();
    expect(body).toMatchObject({ success: false, code: 'not_found' });
    expect(body.message).toContain('NOPE');
  });

  it('refuses a missing merchant code or a wrong platform with bad_request', async () => {
    for (const query of ['platform=html5-desktop', 'merchantCode=DEMO&platform=flash', 'merchantCode=DEMO']) {
      const res = await t.app.inject({ url: vendorUrl(query) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'bad_request' });
    }
  });
});

describe('demo CDN', () => {
  it('renders a deterministic icon per game and 404s unknown games', async () => {
    const a = await t.app.inject({ url: '/cdn/img1/icons/games/100001.svg' });
    const b = await t.app.inject({ url: '/cdn/img2/icons/games/100001.svg' });
    expect(a.statusCode).toBe(200);
    expect(a.body).toBe(b.body);
    expect((await t.app.inject({ url: '/cdn/img1/icons/games/999999999.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/cdn/img9/icons/games/100001.svg' })).statusCode).toBe(400);
  });

  it('renders banner images', async () => {
    const res = await t.app.inject({ url: '/cdn/img1/banners/home-welcome.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Welcome bonus');
  });
});
