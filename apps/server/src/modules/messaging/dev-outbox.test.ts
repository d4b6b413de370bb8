import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { freshNumber, requestSms } from '../../test/verification-helpers.js';
import { devOutboxPaths, isLoopbackPeer } from './dev-outbox-routes.js';

/**
 * The development outboxes show SMS codes and e-mailed passwords: they answer only the loopback TCP
 * peer (issue 13, defect 3), whatever X-Forwarded-For says, and look like an unknown path to anyone else.
 */
let t: TestApp;
let webDist: string;
const phone = freshNumber();

beforeAll(async () => {
  // A built web app, so that an unknown page answers 404 (with index.html) as it does when deployed.
  webDist = mkdtempSync(path.join(tmpdir(), 'gp-outbox-web-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Luxe Lobby</title>');
  // 10.0.0.0/8 is a trusted balancer, so a forwarded 127.0.0.1 does become request.ip.
  t = await buildTestApp({
    TRUST_PROXY: '127.0.0.1,10.0.0.0/8',
    CHALLENGE_MAX_NUMBER: '100',
    WEB_DIST: webDist,
  });
  const sent = await requestSms(t.app, 'smsRegisterMobile', phone);
  expect(sent.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const read = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, remoteAddress, headers });

describe('dev outbox', () => {
  it('answers the loopback peer (IPv4, IPv6, mapped)', async () => {
    const url = `${devOutboxPaths.sms}?to=${encodeURIComponent(phone.e164)}`;
    for (const peer of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      const res = await read(url, peer);
      expect(res.statusCode, peer).toBe(200);
      expect(res.json<{ messages: { text: string }[] }>().messages[0]?.text).toMatch(/\d{6}/);
    }
    expect((await read(devOutboxPaths.email, '127.0.0.1')).statusCode).toBe(200);
  });

  it('answers any other peer exactly like an unknown path, even before checking the query', async () => {
    const unknown = await read('/dev/no-such-outbox', '203.0.113.5');
    expect(unknown.statusCode).toBe(404);
    for (const url of [
      `${devOutboxPaths.sms}?to=${encodeURIComponent(phone.e164)}`,
      `${devOutboxPaths.sms}?to=${'9'.repeat(300)}`,
      devOutboxPaths.email,
    ]) {
      const res = await read(url, '203.0.113.5');
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toBe(unknown.body);
      expect(res.body).not.toContain('messages');
    }
  });

  it('refuses a trusted balancer forwarding a loopback address, and a forged header', async () => {
    const url = `${devOutboxPaths.sms}?to=${encodeURIComponent(phone.e164)}`;
    expect((await read(url, '10.0.0.7', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(404);
    expect((await read(url, '198.51.100.9', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(404);
    expect((await read(url, '::ffff:10.0.0.7', { 'x-forwarded-for': '::1' })).statusCode).toBe(404);
  });

  it('refuses what a reverse proxy on this machine forwards: the peer is loopback, the visitor is not', async () => {
    const url = `${devOutboxPaths.sms}?to=${encodeURIComponent(phone.e164)}`;
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const res = await read(url, '127.0.0.1', {
        [header]: header === 'forwarded' ? 'for=203.0.113.5' : '203.0.113.5',
      });
      expect(res.statusCode, header).toBe(404);
    }
  });

  it('recognises loopback addresses only', () => {
    for (const yes of ['127.0.0.1', '127.255.255.254', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopbackPeer(yes), yes).toBe(true);
    }
    for (const no of [undefined, '', '10.0.0.1', '::ffff:10.0.0.1', '128.0.0.1', '::2', '127.0.0.1.nip.io']) {
      expect(isLoopbackPeer(no), String(no)).toBe(false);
    }
  });
});
