import type { StartupSnapshot } from '@gp/contract/startup';
import { QueryClient } from '../../lib/query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeKeys, permissionFixture } from '../../test/fixtures';

/**
 * Issue 15: the start-up answers in the page's HTML stand in for the permission call, choose the image
 * CDN the server preloaded the hero from, and put the guest's lanes and announcements in the cache.
 * Each test imports the modules afresh: the snapshot is taken once per page.
 */
const callApi = vi.fn<(...args: unknown[]) => Promise<unknown>>();
vi.mock('../../lib/api-client', () => ({ callApi: (...args: unknown[]) => callApi(...args) }));

const lanes = [{ title: 'RNG', cards: [] }];
const guestAnnouncements = { banners: [], notices: [], popups: [], promotions: [], headlines: [] };

const snapshotFor = async (language: 'EN' | 'KO'): Promise<StartupSnapshot> => {
  const permission = permissionFixture((await makeKeys()).publicKey);
  permission.info.imageCDNs = ['/cdn/a', '/cdn/b', '/cdn/c'];
  permission.info.site = {
    ...permission.info.site,
    defaultLanguage: language,
    supportedLanguages: ['EN', 'KO'],
  };
  return {
    permission,
    imageCdn: '/cdn/b',
    language,
    lanes,
    guestAnnouncements,
  } as unknown as StartupSnapshot;
};

const putInPage = (snapshot: StartupSnapshot) => {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'startup';
  element.textContent = JSON.stringify(snapshot);
  document.head.appendChild(element);
};

const startUp = async (client: QueryClient) => {
  const { permissionQuery } = await import('./api/permission');
  return client.fetchQuery(permissionQuery);
};

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
  callApi.mockReset().mockRejectedValue(new Error('no call expected'));
});
afterEach(() => document.getElementById('startup')?.remove());

describe('start-up answers from the page', () => {
  it('start without the permission call and seed the lobby queries in the visitor’s language', async () => {
    const snapshot = await snapshotFor('EN');
    putInPage(snapshot);
    const client = new QueryClient();
    expect(await startUp(client)).toEqual(snapshot.permission);
    expect(callApi).not.toHaveBeenCalled();
    const { useSiteStore } = await import('../../lib/site-store');
    expect(useSiteStore.getState().imageCdn).toBe('/cdn/b');
    const merchant = snapshot.permission.info.site.merchantCode;
    expect(client.getQueryData(['games', 'vendor', merchant, 'EN'])).toEqual(lanes);
    expect(client.getQueryData(['announcements', merchant, 'EN', 'guest'])).toEqual(guestAnnouncements);
    expect(document.getElementById('startup')).toBeNull();
  });

  it('seed nothing when the visitor reads another language than the snapshot’s', async () => {
    localStorage.setItem('hisLang', 'KO');
    const snapshot = await snapshotFor('EN');
    putInPage(snapshot);
    const client = new QueryClient();
    await startUp(client);
    expect(client.getQueryCache().findAll({ queryKey: ['games'] })).toEqual([]);
    expect(client.getQueryCache().findAll({ queryKey: ['announcements'] })).toEqual([]);
  });

  it('are used once: a later start-up (a retry) calls', async () => {
    const snapshot = await snapshotFor('EN');
    putInPage(snapshot);
    await startUp(new QueryClient());
    putInPage(snapshot);
    callApi.mockResolvedValue(snapshot.permission);
    await startUp(new QueryClient());
    expect(callApi).toHaveBeenCalledWith('permission', expect.anything());
  });

  it('are ignored when the page has none', async () => {
    const snapshot = await snapshotFor('EN');
    callApi.mockResolvedValue(snapshot.permission);
    await startUp(new QueryClient());
    expect(callApi).toHaveBeenCalledTimes(1);
  });
});
