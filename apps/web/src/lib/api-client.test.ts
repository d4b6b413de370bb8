import { sessionKeys } from '@gp/contract/constants';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { decryptBody, makeKeys, memberFixture, permissionFixture, type TestKeys } from '../test/fixtures';
import { ApiError, callApi } from './api-client';
import { useSessionStore } from './session-store';
import { useSiteStore } from './site-store';

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();

const domainRoute = { mainDomain: 'demo.example', routes: [{ domain: 'demo.example', purpose: 'WEB' }] };

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  sessionStorage.clear();
  if (keys) useSiteStore.getState().setPermission(permissionFixture(keys.publicKey), '', '');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const requestOf = (call = 0) => {
  const [url, init] = fetchMock.mock.calls[call]!;
  return { url: url as string, init: init!, headers: init!.headers as Record<string, string> };
};

const rejection = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
};

let keys: TestKeys;
beforeAll(async () => {
  keys = await makeKeys();
});

describe('callApi', () => {
  it('takes method and path from the route table and returns the validated value', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, value: domainRoute }));
    const value = await callApi('domainRoute');
    expect(value).toEqual(domainRoute);
    const { url, init } = requestOf();
    expect(url).toBe('/wps/system/domainRoute');
    expect(init.method).toBe('GET');
  });

  it('serialises the query and skips undefined values', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, value: { sections: [] } }));
    await callApi('helpCenter', { query: { lang: 'EN', device: 'WEB', extra: undefined } });
    expect(requestOf().url).toBe('/wps/system/helpCenter?lang=EN&device=WEB');
  });

  it('sends the bearer token only on routes marked T when a token is stored', async () => {
    sessionStorage.setItem(sessionKeys.token, 'tok-123');
    fetchMock.mockResolvedValue(jsonResponse({ success: true, value: memberFixture() }));
    await callApi('memberInfo');
    await callApi('domainRoute').catch(() => undefined);
    expect(requestOf(0).headers.authorization).toBe('Bearer tok-123');
    expect(requestOf(1).headers.authorization).toBeUndefined();
  });

  it('sends no authorization header when no token is stored', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, value: memberFixture() }));
    await callApi('memberInfo');
    expect(requestOf().headers.authorization).toBeUndefined();
  });

  it('sends a plain JSON body on routes not marked E', async () => {
    sessionStorage.setItem(sessionKeys.token, 'tok-1');
    fetchMock.mockResolvedValue(jsonResponse({ success: true, value: { language: 'KO' } }));
    await callApi('languageUpdate', { body: { language: 'KO' } });
    const { init, headers } = requestOf();
    expect(init.method).toBe('PUT');
    expect(headers['content-type']).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({ language: 'KO' });
  });

  it('throws ApiError with the envelope code on success:false', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ success: false, code: 'member_no_enter', message: 'no' }, 403),
    );
    const error = await rejection(callApi('login', { body: {} }));
    expect(error.code).toBe('member_no_enter');
    expect(error.status).toBe(403);
  });

  it('throws the envelope code even when HTTP says 200', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: false, code: 'login_2fa' }));
    const error = await rejection(callApi('login', { body: {} }));
    expect(error.code).toBe('login_2fa');
    expect(error.status).toBe(200);
  });

  it('maps an HTTP error without an envelope to a code from the status', async () => {
    fetchMock.mockResolvedValue(new Response('<html>bad gateway</html>', { status: 502 }));
    const error = await rejection(callApi('permission'));
    expect(error.code).toBe('system_error');
    expect(error.status).toBe(502);
  });

  it('reports a network failure as network_abnormal', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await rejection(callApi('permission'));
    expect(error.code).toBe('network_abnormal');
    expect(error.status).toBe(0);
  });

  it('rejects a value that does not match the route schema', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, value: { mainDomain: 42 } }));
    const error = await rejection(callApi('domainRoute'));
    expect(error.code).toBe('system_error');
  });
});

describe('callApi encryption and session expiry', () => {
  it('encrypts the body of an E route with the server key from the permission response', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: false, code: 'wrong_account_or_password' }, 400));
    const body = { type: 'username', username: 'neo', password: 'Secret123' };
    await rejection(callApi('login', { body }));
    const { init } = requestOf();
    const wire = JSON.parse(init.body as string) as { key: string; iv: string; data: string };
    expect(Object.keys(wire).sort()).toEqual(['data', 'iv', 'key']);
    expect(init.body as string).not.toContain('Secret123');
    expect(await decryptBody(keys.privateKey, wire)).toEqual(body);
  });

  it('encrypts a T+E route and sends the bearer token with it', async () => {
    sessionStorage.setItem(sessionKeys.token, 'tok-9');
    fetchMock.mockResolvedValue(jsonResponse({ success: true, value: { revokedSessions: 0 } }));
    const body = { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' };
    await callApi('changePassword', { body });
    const { init, headers } = requestOf();
    expect(headers.authorization).toBe('Bearer tok-9');
    const wire = JSON.parse(init.body as string) as { key: string; iv: string; data: string };
    expect(await decryptBody(keys.privateKey, wire)).toEqual(body);
  });

  it('drops to logged out when a token route answers 401 not_logged_in', async () => {
    sessionStorage.setItem(sessionKeys.token, 'expired');
    sessionStorage.setItem(sessionKeys.nickname, 'Neo');
    sessionStorage.setItem(sessionKeys.merchantCode, 'DEMO');
    useSessionStore.getState().setMember(memberFixture());
    fetchMock.mockResolvedValue(jsonResponse({ success: false, code: 'not_logged_in' }, 401));
    const error = await rejection(callApi('memberInfo'));
    expect(error.code).toBe('not_logged_in');
    expect(useSessionStore.getState()).toMatchObject({ isLogin: false, token: null, member: null });
    expect(sessionStorage.getItem(sessionKeys.token)).toBeNull();
    expect(sessionStorage.getItem(sessionKeys.nickname)).toBeNull();
    expect(sessionStorage.getItem(sessionKeys.merchantCode)).toBe('DEMO');
  });

  it('keeps the session when a route without a token answers 401', async () => {
    sessionStorage.setItem(sessionKeys.token, 'tok');
    fetchMock.mockResolvedValue(jsonResponse({ success: false, code: 'not_logged_in' }, 401));
    await rejection(callApi('captcha'));
    expect(sessionStorage.getItem(sessionKeys.token)).toBe('tok');
  });

  it('carries the failure value, e.g. the captcha flag of a failed login', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ success: false, code: 'wrong_account_or_password', value: { captcha: true } }, 400),
    );
    const error = await rejection(callApi('login', { body: { type: 'username' } }));
    expect(error.value).toEqual({ captcha: true });
  });
});
