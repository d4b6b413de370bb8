import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteId } from '@gp/contract/routes';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

/** The system calls of issue 2 and the catalogue call the lobby needs at start-up. */
const systemCalls: RouteId[] = [
  'permission',
  'systemStatus',
  'whitelabel',
  'domainRoute',
  'registerSettings',
  'helpCenter',
  'gameVendor',
];

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const queryValue = fc.oneof(
  fc.string(),
  fc.constantFrom('EN', 'KO', 'WEB', 'html5-desktop', 'DEMO', 'true', '', '%', '%ZZ', '[]', '{"a":1}'),
);
const query = fc.dictionary(
  fc.constantFrom(
    'lang',
    'device',
    'merchantCode',
    'platform',
    'language',
    'flush',
    'x',
    'lang[]',
    '__proto__',
  ),
  queryValue,
  { maxKeys: 5 },
);
const body = fc.oneof(
  fc.constant(undefined),
  fc.string({ maxLength: 200 }),
  fc.json().map((json) => json),
  fc.constant('{"unterminated":'),
);
const contentType = fc.constantFrom(
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'image/png',
);

describe('malformed requests to every system call', () => {
  it('answer the envelope with a code and never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...systemCalls),
        query,
        body,
        contentType,
        async (id, q, payload, type) => {
          const route = routes[id];
          const search = new URLSearchParams(q).toString();
          const res = await t.app.inject({
            method: payload === undefined ? route.method : 'POST',
            url: `${route.path}${search ? `?${search}` : ''}`,
            ...(payload === undefined ? {} : { payload, headers: { 'content-type': type } }),
          });
          expect(res.statusCode).toBeLessThan(500);
          const envelope = res.json<{ success: boolean; code?: string }>();
          expect(typeof envelope.success).toBe('boolean');
          if (!envelope.success) expect(envelope.code).toMatch(/^[a-z_0-9]+$/);
        },
      ),
      { numRuns: 150 },
    );
  });
});
