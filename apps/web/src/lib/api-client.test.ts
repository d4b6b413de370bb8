import { sessionKeys } from '@gp/contract/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi } from './api-client';

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();

const domainRoute = { mainDomain: 'demo.example', routes: [{ domain: 'demo.example', purpose: 'WEB' }] };

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  sessionStorage.clear();
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
    fetchMock.mockResolvedValue(jsonResponse({ success: true, value: {} }));
    await callApi('memberInfo');
    await callApi('domainRoute').catch(() => undefined);
    expect(requestOf(0).headers.authorization).toBe('Bearer tok-123');
    expect(requestOf(1).headers.authorization).toBeUndefined();
  });

  it('sends no authorization header when no token is stored', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, value: {} }));
    await callApi('memberInfo');
    expect(requestOf().headers.authorization).toBeUndefined();
  });

  it('sends a JSON body for non-GET routes', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, value: { token: 't' } }));
    await callApi('login', { body: { username: 'neo', password: 'pw' } });
    const { init, headers } = requestOf();
    expect(init.method).toBe('POST');
    expect(headers['content-type']).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({ username: 'neo', password: 'pw' });
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
