import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeIds, routes } from '@gp/contract/routes';
import { routeSchemas } from '@gp/contract/route-schemas';
import { bodyLimitBytes } from '../app.js';
import { AppError } from '../lib/app-error.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // Routes that exist only in this test, to reach body parsing and the unexpected-error path.
  t.app.post('/wps/test/echo', (request) => ({ success: true, value: request.body }));
  t.app.get('/wps/test/boom', () => {
    throw new Error('secret internal detail: connection string postgres://user:pw@db');
  });
  t.app.get('/wps/test/conflict', () => {
    throw new AppError('conflict', 'already exists');
  });
  await t.app.ready();
});
afterAll(async () => {
  await t.close();
});

describe('envelope and error handler', () => {
  it('answers unknown /wps and /lgw paths with a 404 envelope', async () => {
    for (const url of ['/wps/does/not/exist', '/lgw/nothing', '/lotto/lgw/nothing']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'not_found' });
    }
    const post = await t.app.inject({ method: 'POST', url: routes.permission.path });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ code: 'not_found' });
  });

  it('answers public contract routes that no module serves yet with a 404 envelope', async () => {
    // Token routes answer the access guard first (401 for a guest): see access-policy.test.ts.
    const pending = routeIds.filter(
      (id) => !(id in routeSchemas) && !routes[id].token && !routes[id].encrypted,
    );
    expect(pending.length).toBeGreaterThan(0);
    for (const id of pending) {
      const res = await t.app.inject({ method: routes[id].method, url: routes[id].path });
      expect(res.statusCode, id).toBe(404);
      expect(res.json(), id).toMatchObject({ success: false, code: 'not_found' });
    }
  });

  it('refuses malformed JSON with 400 bad_request', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'bad_request' });
  });

  it('refuses a body over the limit with 413 payload_too_large', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(bodyLimitBytes) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, code: 'payload_too_large' });
  });

  it('refuses an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, code: 'unsupported_media_type' });
  });

  it('hides internals of unexpected errors behind 500 system_error', async () => {
    const res = await t.app.inject({ url: '/wps/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, code: 'system_error', message: 'System error' });
    expect(res.body).not.toContain('secret');
  });

  it('maps an AppError code to its HTTP status', async () => {
    const res = await t.app.inject({ url: '/wps/test/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, code: 'conflict', message: 'already exists' });
  });

  it('sets the security headers on API responses too', async () => {
    const res = await t.app.inject({ url: routes.systemStatus.path });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-request-id']).toBeTruthy();
    // HSTS only in production.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
