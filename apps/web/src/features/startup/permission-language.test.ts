import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Issue 15: a first visit loads only the first-screen part of the site's language pack before the first
 * screen (no pack on speculation beside the permission call); a failed permission call still gets one
 * for its error page; the rest of the pack loads on request (wholePack). Each test imports the modules afresh: loaded packs live in the i18n instance.
 */
const callApi = vi.fn<(...args: unknown[]) => Promise<unknown>>();
vi.mock('../../lib/api-client', () => ({ callApi: (...args: unknown[]) => callApi(...args) }));
vi.mock('./apply-permission', () => ({ applyPermission: () => undefined }));

const run = async () => {
  const { permissionQuery } = await import('./api/permission');
  const { i18n, requestedPackParts } = await import('../../i18n/i18n');
  const queryFn = permissionQuery.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>;
  const outcome = await queryFn({ signal: new AbortController().signal }).then(
    () => 'ok',
    (error: unknown) => error,
  );
  return { outcome, loaded: requestedPackParts(), language: i18n.language };
};

const site = (defaultLanguage: string) => ({
  info: { site: { defaultLanguage, supportedLanguages: ['EN', 'KO'] } },
});

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
  callApi.mockReset();
});
afterEach(() => localStorage.clear());

describe('start-up language packs', () => {
  it('loads only the site default on a first visit', async () => {
    callApi.mockResolvedValue(site('KO'));
    expect(await run()).toEqual({ outcome: 'ok', loaded: ['KO:first'], language: 'ko' });
    const { wholePack, requestedPackParts, i18n } = await import('../../i18n/i18n');
    await wholePack();
    expect(requestedPackParts()).toEqual(['KO:first', 'KO:more']);
    expect(i18n.t('wallet_deposit_submit')).not.toBe('wallet_deposit_submit');
  });

  it('loads the visitor’s stored choice beside the permission call', async () => {
    localStorage.setItem('hisLang', 'EN');
    callApi.mockResolvedValue(site('KO'));
    expect(await run()).toEqual({ outcome: 'ok', loaded: ['EN:first'], language: 'en' });
  });

  it('loads English for the error page when the permission call fails', async () => {
    const failure = new Error('network');
    callApi.mockRejectedValue(failure);
    expect(await run()).toEqual({ outcome: failure, loaded: ['EN:first'], language: 'en' });
  });
});
