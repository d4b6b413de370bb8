import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema } from '@gp/contract/envelope';
import { routeSchemas } from '@gp/contract/route-schemas';
import { routes } from '@gp/contract/routes';
import { demoBanners } from '../../db/seed/site-data.js';
import { demoAnnouncements } from '../../db/seed/announcements.js';
import { bearer } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { addSession, createMember, openTestDb } from '../../test/wallet-helpers.js';
import { hashToken } from '../session/session-service.js';
import type { DatabaseHandle } from '../../db/database.js';
import { saveAnnouncement } from './announcement-store.js';

let t: TestApp;
let handle: DatabaseHandle;
beforeAll(async () => {
  t = await buildTestApp();
  handle = openTestDb(t);
});
afterAll(async () => {
  await handle.close();
  await t.close();
});

const parse = envelopeSchema(routeSchemas.announcements.value);
const get = async (path: string, query: Record<string, string>, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url: path, query, headers });
  expect(res.statusCode, res.body).toBe(200);
  return parse.parse(res.json()).value!;
};
const announcements = (query: Record<string, string>, headers: Record<string, string> = {}) =>
  get(routes.announcements.path, { merchantCode: 'DEMO', ...query }, headers);
const seeded = (key: string) => demoAnnouncements.find((a) => a.key === key)!;

describe('GET announcements', () => {
  it('serves a guest the banners, notices, promotions and only the guest (B) popups', async () => {
    const value = await announcements({ language: 'EN', types: 'B,PL,PU,PR,H' });
    const home = value.banners.filter((b) => b.groupName === 'w_home');
    expect(home.map((b) => b.title)).toEqual(
      demoBanners.filter((b) => b.groupName === 'w_home').map((b) => b.title),
    );
    expect(home[0]).toEqual({
      groupName: 'w_home',
      title: 'Welcome bonus 100%',
      url: '/banners/home-welcome.svg',
      linkageType: 'ROUTE',
      linkage: '/promotions',
    });
    expect(value.player).toEqual([
      { id: 'notice-maintenance', title: seeded('notice-maintenance').texts.EN!.title },
      { id: 'notice-fast-withdrawals', title: seeded('notice-fast-withdrawals').texts.EN!.title },
      { id: 'notice-responsible-gaming', title: seeded('notice-responsible-gaming').texts.EN!.title },
    ]);
    expect(value.popup.map((p) => p.id)).toEqual(['popup-guest-welcome']);
    expect(value.popup[0]!.content).toContain('<strong>up to 500</strong>');
    expect(value.promotion).toEqual([
      {
        id: 'promo-weekend-cashback',
        title: 'Weekend cashback 10%',
        content: '<p>Get 10% of your net slot losses back every Monday.</p>',
        promotionType: 'CASHBACK',
      },
    ]);
  });

  it('answers in the asked language and falls back to English where a text is missing', async () => {
    const ko = await announcements({ language: 'KO', types: 'PL' });
    expect(ko.player[0]!.title).toBe(seeded('notice-maintenance').texts.KO!.title);
    await saveAnnouncement(
      handle.db,
      'DEMO',
      {
        key: 'notice-english-only',
        type: 'PL',
        sortOrder: 9,
        texts: { EN: { title: 'Only in English', content: '' } },
      },
      new Date(),
    );
    const ja = await announcements({ language: 'JA', types: 'PL' });
    expect(ja.player.map((n) => n.title)).toEqual([
      seeded('notice-maintenance').texts.JA!.title,
      seeded('notice-fast-withdrawals').texts.JA!.title,
      seeded('notice-responsible-gaming').texts.JA!.title,
      'Only in English',
    ]);
    await handle.db
      .deleteFrom('announcements')
      .where('announcement_key', '=', 'notice-english-only')
      .execute();
  });

  it('gives members the A popups, plus F in the session of their first login', async () => {
    const member = await createMember(handle);
    const first = await announcements({ types: 'PU' }, bearer(member.token));
    expect(first.popup.map((p) => p.id)).toEqual(['popup-member-bank-account', 'popup-first-login']);
    // The web client fires the first-login action right after login, before it asks for the popups.
    const done = await t.app.inject({
      method: 'POST',
      url: routes.firstLogin.path,
      headers: bearer(member.token),
    });
    expect(done.statusCode).toBe(200);
    const sameSession = await announcements({ types: 'PU' }, bearer(member.token));
    expect(sameSession.popup.map((p) => p.id)).toEqual(['popup-member-bank-account', 'popup-first-login']);

    // A later login (a session opened after the first-login action) gets the A popups only.
    const { first_login_done_at: doneAt } = await handle.db
      .selectFrom('members')
      .select('first_login_done_at')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    const later = await addSession(handle, member.id);
    await handle.db
      .updateTable('sessions')
      .set({ created_at: new Date(Date.parse(doneAt!) + 1000).toISOString() })
      .where('token_hash', '=', hashToken(later))
      .execute();
    const nextLogin = await announcements({ types: 'PU' }, bearer(later));
    expect(nextLogin.popup.map((p) => p.id)).toEqual(['popup-member-bank-account']);
  });

  it('treats an unknown or expired token as a guest rather than refusing', async () => {
    const value = await announcements({ types: 'PU' }, bearer('x'.repeat(43)));
    expect(value.popup.map((p) => p.id)).toEqual(['popup-guest-welcome']);
  });

  it('returns only the asked types', async () => {
    const value = await announcements({ types: 'PL' });
    expect(value.banners).toEqual([]);
    expect(value.popup).toEqual([]);
    expect(value.promotion).toEqual([]);
    expect(value.player.length).toBe(3);
  });

  it('hides announcements outside their schedule', async () => {
    const save = (key: string, startsAt: string | null, endsAt: string | null) =>
      saveAnnouncement(
        handle.db,
        'DEMO',
        { key, type: 'PR', sortOrder: 5, startsAt, endsAt, texts: { EN: { title: key, content: '' } } },
        new Date(),
      );
    await save('promo-ended', '2000-01-01T00:00:00Z', '2000-02-01T00:00:00Z');
    await save('promo-future', '2999-01-01T00:00:00+09:00', null);
    await save('promo-running', '2000-01-01T00:00:00Z', '2999-01-01T00:00:00Z');
    const value = await announcements({ types: 'PR' });
    expect(value.promotion.map((p) => p.id)).toEqual(['promo-weekend-cashback', 'promo-running']);
    await handle.db
      .deleteFrom('announcements')
      .where('announcement_key', 'in', ['promo-ended', 'promo-future', 'promo-running'])
      .execute();
  });

  it('refuses bad queries with a clear code', async () => {
    const types = await t.app.inject({ url: routes.announcements.path, query: { types: 'PL,XX' } });
    expect(types.statusCode).toBe(400);
    expect(types.json()).toMatchObject({ success: false, code: 'bad_request' });
    const language = await t.app.inject({ url: routes.announcements.path, query: { language: 'FR' } });
    expect(language.statusCode).toBe(400);
    const merchant = await t.app.inject({ url: routes.announcements.path, query: { merchantCode: 'NOPE' } });
    expect(merchant.statusCode).toBe(404);
    expect(merchant.json()).toMatchObject({ success: false, code: 'not_found' });
  });
});

describe('GET notice', () => {
  it('chooses popups by the execution code asked for (B by default)', async () => {
    const query = { merchantCode: 'DEMO', types: 'B,PL,PU,PR', platform: 'W' };
    const guests = await get(routes.notice.path, { ...query, execution: 'B' });
    expect(guests.popup.map((p) => p.id)).toEqual(['popup-guest-welcome']);
    expect(guests.player.length).toBe(3);
    expect(guests.banners.length).toBeGreaterThan(0);
    const byDefault = await get(routes.notice.path, query);
    expect(byDefault.popup.map((p) => p.id)).toEqual(['popup-guest-welcome']);
    const members = await get(routes.notice.path, { ...query, execution: 'A' });
    expect(members.popup.map((p) => p.id)).toEqual(['popup-member-bank-account']);
    const bad = await t.app.inject({ url: routes.notice.path, query: { execution: 'Z' } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('saving an announcement', () => {
  it('sanitizes operator HTML before storing it', async () => {
    await saveAnnouncement(
      handle.db,
      'DEMO',
      {
        key: 'promo-unsafe',
        type: 'PR',
        sortOrder: 7,
        texts: {
          EN: {
            title: 'Unsafe',
            content:
              '<p onclick="steal()">Hi<script>alert(1)</script> <a href="javascript:steal()">x</a> <a href="https://ok.example/">y</a><img src="x" onerror="steal()"></p><style>*{}</style>',
          },
        },
      },
      new Date(),
    );
    const row = await handle.db
      .selectFrom('announcement_texts')
      .select('content')
      .where('announcement_key', '=', 'promo-unsafe')
      .executeTakeFirstOrThrow();
    expect(row.content).toBe('<p>Hi <a>x</a> <a href="https://ok.example/">y</a><img></p>');
    await handle.db.deleteFrom('announcements').where('announcement_key', '=', 'promo-unsafe').execute();
  });

  it('refuses bad input and writes nothing', async () => {
    const attempt = (input: Parameters<typeof saveAnnouncement>[2]) =>
      saveAnnouncement(handle.db, 'DEMO', input, new Date());
    const text = { EN: { title: 'x', content: '' } };
    await expect(
      attempt({ key: 'popup-no-audience', type: 'PU', sortOrder: 0, texts: text }),
    ).rejects.toMatchObject({
      code: 'bad_request',
    });
    await expect(
      attempt({ key: 'notice-no-text', type: 'PL', sortOrder: 0, texts: {} }),
    ).rejects.toMatchObject({
      code: 'bad_request',
    });
    await expect(
      attempt({
        key: 'notice-long',
        type: 'PL',
        sortOrder: 0,
        texts: { EN: { title: 'x'.repeat(256), content: '' } },
      }),
    ).rejects.toMatchObject({ code: 'bad_request' });
    await expect(
      attempt({
        key: 'notice-backwards',
        type: 'PL',
        sortOrder: 0,
        startsAt: '2030-01-01T00:00:00Z',
        endsAt: '2020-01-01T00:00:00Z',
        texts: text,
      }),
    ).rejects.toMatchObject({ code: 'bad_request' });
    const rows = await handle.db
      .selectFrom('announcements')
      .select('announcement_key')
      .where('announcement_key', 'in', [
        'popup-no-audience',
        'notice-no-text',
        'notice-long',
        'notice-backwards',
      ])
      .execute();
    expect(rows).toEqual([]);
  });
});
