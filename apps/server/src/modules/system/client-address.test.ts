import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@gp/contract/routes';
import { ConfigError, loadConfig } from '../../config.js';
import { captchaPerIpPerMinute } from '../security/routes.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

/**
 * Client address behind a balancer (issue 13, defect 4): X-Forwarded-For is read from the right, past
 * the trusted balancers only, so an entry the client wrote itself at the left never becomes the
 * address that region checks and rate limits use.
 */
const gbAddress = '81.2.69.142';
const usAddress = '8.8.8.8';

describe('TRUST_PROXY setting', () => {
  it('accepts addresses, CIDR ranges and the named ranges, and false', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,fd00::/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback,uniquelocal' }).trustProxy).toEqual([
      'loopback',
      'uniquelocal',
    ]);
  });

  it.each(['true', 'yes', '1', '2', '10.0.0.0/33', 'balancer.internal', '10.0.0.1/8/8', ','])(
    'refuses TRUST_PROXY=%s with a message naming the variable',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );
});

describe('client address from X-Forwarded-For', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The balancers: app.inject's peer (127.0.0.1) and an internal range.
    t = await buildTestApp({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8', BLOCKED_COUNTRIES: 'GB' });
  });
  afterAll(async () => {
    await t.close();
  });

  const restricted = async (forwardedFor: string, remoteAddress = '127.0.0.1') => {
    const res = await t.app.inject({
      url: routes.permission.path,
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ value: { regionRestriction: boolean } }>().value.regionRestriction;
  };

  it('takes the rightmost untrusted entry: a forged leftmost entry is ignored', async () => {
    // The client wrote a US address, the balancer appended the real (GB) peer it saw.
    expect(await restricted(`${usAddress}, ${gbAddress}`)).toBe(true);
    expect(await restricted(`${gbAddress}, ${usAddress}`)).toBe(false);
    // Two trusted hops (10.x balancer behind 127.0.0.1): both are skipped, the GB client remains.
    expect(await restricted(`${usAddress}, ${gbAddress}, 10.1.2.3`, '10.9.9.9')).toBe(true);
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted balancer', async () => {
    // A client connecting directly from a GB address cannot claim to be in the US.
    expect(await restricted(usAddress, gbAddress)).toBe(true);
    expect(await restricted(gbAddress, usAddress)).toBe(false);
  });

  it('keys the per-IP rate limit on the real address, whatever the client forges', async () => {
    const captcha = (forwardedFor: string) =>
      t.app.inject({ url: routes.captcha.path, headers: { 'x-forwarded-for': forwardedFor } });
    const real = '198.51.100.23';
    const answers = await Promise.all(
      Array.from({ length: captchaPerIpPerMinute }, (_, i) => captcha(`203.0.113.${i}, ${real}`)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    const forgedAgain = await captcha(`192.0.2.200, ${real}`);
    expect(forgedAgain.statusCode).toBe(429);
    expect(forgedAgain.json()).toMatchObject({ code: 'too_many_requests' });
    // Another real client behind the same balancer is not affected.
    expect((await captcha(`203.0.113.1, 198.51.100.24`)).statusCode).toBe(200);
  });
});
