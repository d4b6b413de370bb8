import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { encryptPayload, payloadAlgorithm } from '@gp/contract/payload-crypto';
import { encryptedBodySchema } from '@gp/contract/payload-schemas';
import { routes } from '@gp/contract/routes';
import { captchaValueSchema, challengeValueSchema } from '@gp/contract/session';
import { permissionValueSchema } from '@gp/contract/system';
import { openDatabase } from '../../db/database.js';
import { decryptPayload, DecryptError } from '../../lib/payload-decrypt.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createSecurityRepository } from './repository.js';
import { loadServerKeys } from './server-keys.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const permission = async () =>
  permissionValueSchema.parse(
    (await t.app.inject({ url: routes.permission.path })).json<{ value: unknown }>().value,
  );

describe('payload encryption keys', () => {
  it('delivers the RSA-OAEP-256 public key (2048 bits) in the permission response, and no private part', async () => {
    const { info } = await permission();
    expect(info.encryption.algorithm).toBe(payloadAlgorithm);
    expect(info.encryption.publicKey).toMatchObject({ kty: 'RSA', alg: 'RSA-OAEP-256', e: 'AQAB' });
    expect(Buffer.from(info.encryption.publicKey.n, 'base64url').length).toBeGreaterThanOrEqual(256);
    const raw = (await t.app.inject({ url: routes.permission.path })).body;
    expect(raw).not.toMatch(/"d"\s*:|"p"\s*:|"dp"\s*:/);
  });

  it('keeps one key pair in the database, shared by every process', async () => {
    const handle = openDatabase(t.config.database);
    try {
      const keys = await loadServerKeys(createSecurityRepository(handle.db), {
        challengeHmacKey: undefined,
        now: new Date(),
      });
      expect(keys.publicJwk).toEqual((await permission()).info.encryption.publicKey);
      // Round trip: the contract's browser-side encryption, this process's decryption of another's key.
      const body = await encryptPayload(keys.publicJwk, { hello: 'wörld', n: [1, 2, 3] });
      expect(encryptedBodySchema.parse(body)).toEqual(body);
      expect(await decryptPayload(keys.privateKey, body)).toEqual({ hello: 'wörld', n: [1, 2, 3] });
      const tampered = { ...body, data: `${body.data.slice(0, -4)}AAAA` };
      await expect(decryptPayload(keys.privateKey, tampered)).rejects.toBeInstanceOf(DecryptError);
    } finally {
      await handle.close();
    }
  });
});

describe('captcha endpoints', () => {
  it('answers an SVG image captcha with an id, never the answer', async () => {
    const res = await t.app.inject({ url: routes.captcha.path });
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<{ value: unknown }>();
    const value = captchaValueSchema.strict().parse(body.value);
    expect(Buffer.from(value.image.split(',')[1]!, 'base64').toString()).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(value.expiresIn).toBe(120);
    const second = captchaValueSchema.parse(
      (await t.app.inject({ url: routes.captcha.path })).json<{ value: unknown }>().value,
    );
    expect(second.id).not.toBe(value.id);
  });

  it('answers a proof-of-work challenge of modest difficulty that the altcha solver solves', async () => {
    const res = await t.app.inject({ url: routes.captchaChallenge.path });
    const value = challengeValueSchema.parse(res.json<{ value: unknown }>().value);
    expect(value.maxnumber).toBe(50_000);
    expect(value.salt).toMatch(/expires=\d+/);
    // altcha's async solver costs ~100 µs per try in Node; the default difficulty is checked with a
    // synchronous search (the login tests use the altcha solver at a lower CHALLENGE_MAX_NUMBER).
    let found = -1;
    for (let n = 0; n <= value.maxnumber && found < 0; n += 1) {
      if (createHash('sha256').update(`${value.salt}${n}`).digest('hex') === value.challenge) found = n;
    }
    expect(found).toBeGreaterThanOrEqual(0);
    expect(found).toBeLessThanOrEqual(50_000);
  });
});
