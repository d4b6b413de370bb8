import { describe, expect, it } from 'vitest';
import {
  createFreePlayNonce,
  encryptPayload,
  freePlayHeaders,
  freePlayNoncePattern,
  fromBase64,
  reverseText,
  toBase64,
  type RsaPublicJwk,
} from './payload-crypto.js';
import { encryptedBodySchema } from './payload-schemas.js';

const rsa = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
const keyPair = () =>
  crypto.subtle.generateKey(
    { ...rsa, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
const publicJwk = async (key: CryptoKey): Promise<RsaPublicJwk> => {
  const jwk = await crypto.subtle.exportKey('jwk', key);
  return { kty: 'RSA', n: jwk.n!, e: jwk.e!, alg: 'RSA-OAEP-256' };
};

describe('payload crypto', () => {
  it('base64 round-trips every byte value', () => {
    const bytes = Uint8Array.from({ length: 70_000 }, (_, i) => i % 256);
    expect(fromBase64(toBase64(bytes))).toEqual(bytes);
    expect(toBase64(new Uint8Array([251, 255]))).toBe('+/8=');
  });

  it('encrypts { key, iv, data } that the private key holder can decrypt, fresh each time', async () => {
    const pair = await keyPair();
    const jwk = await publicJwk(pair.publicKey);
    const body = encryptedBodySchema.parse(await encryptPayload(jwk, { a: 'ü', b: [1] }));
    expect(fromBase64(body.iv)).toHaveLength(12);
    const raw = await crypto.subtle.decrypt(rsa, pair.privateKey, fromBase64(body.key));
    const aes = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['decrypt']);
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(body.iv) },
      aes,
      fromBase64(body.data),
    );
    expect(JSON.parse(new TextDecoder().decode(plain))).toEqual({ a: 'ü', b: [1] });
    expect((await encryptPayload(jwk, { a: 'ü', b: [1] })).data).not.toBe(body.data);
  });

  it('builds free-play headers: a timestamped nonce and its reversal under RSA', async () => {
    const pair = await keyPair();
    const nonce = createFreePlayNonce(1_760_000_000_000);
    expect(nonce).toMatch(freePlayNoncePattern);
    const headers = await freePlayHeaders(await publicJwk(pair.publicKey), nonce);
    expect(headers['x-request-nonce']).toBe(nonce);
    expect(headers['x-gateway-version']).toBe('3');
    const plain = await crypto.subtle.decrypt(rsa, pair.privateKey, fromBase64(headers['x-encrypt-token']));
    expect(new TextDecoder().decode(plain)).toBe(reverseText(nonce));
  });
});
