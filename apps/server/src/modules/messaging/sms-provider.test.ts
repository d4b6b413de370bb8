import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../lib/clock.js';
import { callEncrypted, solvedChallenge } from '../../test/auth-helpers.js';
import {
  buildTestApp,
  operatorPreparedForProduction,
  productionSettings,
  type TestApp,
} from '../../test/build-test-app.js';
import { freshIp, requestSms } from '../../test/verification-helpers.js';

/** A local SMS gateway: records every request and answers with `status`. */
interface Received {
  authorization: string | undefined;
  contentType: string | undefined;
  body: { to: string; text: string };
}
const clock = createManualClock();
let status = 200;
const received: Received[] = [];
let gateway: Server;
let t: TestApp;
const demoPhone = { national: '01012345678', e164: '+821012345678', dialingCode: '+82' };

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

beforeAll(async () => {
  gateway = createServer((req, res) => {
    void readBody(req).then((raw) => {
      received.push({
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        body: JSON.parse(raw) as Received['body'],
      });
      res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const { port } = gateway.address() as AddressInfo;
  t = await buildTestApp(
    {
      TRUST_PROXY: '127.0.0.1',
      CHALLENGE_MAX_NUMBER: '100',
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: `http://127.0.0.1:${port}/send`,
      SMS_HTTP_TOKEN: 'gateway-secret',
    },
    { clock },
  );
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => gateway.close(resolve));
});

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';
const smsLogin = async (code: string) =>
  callEncrypted(
    t.app,
    'login',
    {
      type: 'sms',
      username: demoPhone.national,
      countryDialingCode: '+82',
      password: code,
      challenge: await solvedChallenge(t.app),
    },
    { 'x-forwarded-for': freshIp() },
  );

describe('HTTP SMS gateway', () => {
  it('posts { to, text } as JSON with the bearer token, and the code logs in', async () => {
    status = 200;
    const res = await requestSms(t.app, 'smsLoginCode', demoPhone);
    expect(res.json()).toEqual({ success: true, value: { expiredMinutes: 1 } });
    const last = received.at(-1)!;
    expect(last.authorization).toBe('Bearer gateway-secret');
    expect(last.contentType).toBe('application/json');
    expect(last.body.to).toBe('+821012345678');
    expect(codeIn(last.body.text)).toMatch(/^\d{6}$/);
    expect((await smsLogin(codeIn(last.body.text))).statusCode).toBe(200);
  });

  it('answers sms_send_failed when the gateway fails, and that code is not usable', async () => {
    status = 500;
    clock.advance(1000);
    const before = received.length;
    const res = await requestSms(t.app, 'smsLoginCode', demoPhone);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ success: false, code: 'sms_send_failed' });
    expect(received.length).toBe(before + 1);
    const failed = await smsLogin(codeIn(received.at(-1)!.body.text));
    expect(failed.json()).toMatchObject({ code: 'invalid_verification_code' });
  });

  it('has no dev outbox page when the provider is not the outbox', async () => {
    expect(t.app.hasRoute({ method: 'GET', url: '/dev/sms-outbox' })).toBe(false);
    const res = await t.app.inject({ url: '/dev/sms-outbox' });
    expect(res.statusCode).not.toBe(200);
    expect(res.body).not.toContain('messages');
  });
});

describe('unreachable gateway and production', () => {
  it('answers sms_send_failed when the gateway cannot be reached', async () => {
    const down = await buildTestApp({
      CHALLENGE_MAX_NUMBER: '100',
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'http://127.0.0.1:9/unreachable',
    });
    try {
      const res = await requestSms(down.app, 'smsRegisterMobile', {
        national: '01099990000',
        dialingCode: '+82',
      });
      expect(res.json()).toMatchObject({ code: 'sms_send_failed' });
    } finally {
      await down.close();
    }
  });

  it('never registers the dev outbox in production, and sends nothing without a provider', async () => {
    const prod = await buildTestApp(
      { CHALLENGE_MAX_NUMBER: '100', NODE_ENV: 'production', ...productionSettings() },
      {},
      { beforeBuild: operatorPreparedForProduction },
    );
    try {
      for (const url of ['/dev/sms-outbox', '/dev/mail-outbox']) {
        expect(prod.app.hasRoute({ method: 'GET', url })).toBe(false);
        expect((await prod.app.inject({ url })).statusCode).not.toBe(200);
      }
      const res = await requestSms(prod.app, 'smsRegisterMobile', {
        national: '01099990001',
        dialingCode: '+82',
      });
      expect(res.json()).toMatchObject({ code: 'sms_send_failed' });
    } finally {
      await prod.close();
    }
  });
});
