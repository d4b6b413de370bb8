import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveAnnouncement } from '../../modules/announcements/announcement-store.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { openTestDb } from '../../test/wallet-helpers.js';
import type { DatabaseHandle } from '../database.js';
import { demoAnnouncements, seedAnnouncements } from './announcements.js';

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

const retiredKey = 'popup-member-verify-phone';
const seededBefore = {
  key: retiredKey,
  type: 'PU' as const,
  execution: 'A' as const,
  sortOrder: 1,
  texts: {
    EN: {
      title: 'Secure your withdrawals',
      content:
        '<p>Bind your phone number in <strong>My Account → Security</strong> so only you can withdraw.</p>',
    },
  },
};
const keys = async () =>
  (
    await handle.db
      .selectFrom('announcements')
      .select('announcement_key')
      .where('merchant_code', '=', 'DEMO')
      .execute()
  ).map((row) => row.announcement_key);
const textRows = async (key: string) =>
  handle.db.selectFrom('announcement_texts').select('language').where('announcement_key', '=', key).execute();

describe('demo announcements seed (issue 14 item 8)', () => {
  it('seeds no popup that advertises binding a phone, and links the bank-account popup to a real page', () => {
    const member = demoAnnouncements.filter((a) => a.type === 'PU' && a.execution === 'A');
    for (const popup of member) {
      for (const text of Object.values(popup.texts))
        expect(text.content).not.toMatch(/phone|휴대폰|電話|telefone/i);
    }
    const bank = demoAnnouncements.find((a) => a.key === 'popup-member-bank-account')!;
    for (const text of Object.values(bank.texts)) {
      expect(text.content).toContain('<a href="/member?page=securityCenter">');
    }
  });

  it('removes the old bind-phone popup an earlier seed wrote, texts and all', async () => {
    await saveAnnouncement(handle.db, 'DEMO', seededBefore, new Date());
    expect(await keys()).toContain(retiredKey);
    await seedAnnouncements(handle.db, 'DEMO', new Date());
    expect(await keys()).not.toContain(retiredKey);
    expect(await textRows(retiredKey)).toEqual([]);
    expect(await keys()).toContain('popup-member-bank-account');
  });

  it('keeps it when an operator changed its content', async () => {
    const edited = {
      ...seededBefore,
      texts: { EN: { title: 'Secure your withdrawals', content: '<p>Call us to secure your account.</p>' } },
    };
    await saveAnnouncement(handle.db, 'DEMO', edited, new Date());
    await seedAnnouncements(handle.db, 'DEMO', new Date());
    expect(await keys()).toContain(retiredKey);
  });
});
