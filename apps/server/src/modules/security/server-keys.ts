import { createPrivateKey, randomBytes, type JsonWebKey, type KeyObject } from 'node:crypto';
import type { RsaPublicJwk } from '@gp/contract/payload-crypto';
import type { SecurityRepository } from './repository.js';

/**
 * Keys generated once and kept in the database so that every server process shares them:
 * - the RSA-OAEP-256 key pair (2048 bits) of the payload encryption; its public JWK goes to clients
 *   in the permission response;
 * - the HMAC key of the proof-of-work challenges (CHALLENGE_HMAC_KEY overrides it);
 * - the HMAC key of image-captcha answers;
 * - the key that seals authenticator-app secrets (TOTP_SECRET_KEY overrides it: kept outside the
 *   database, a copy of the database alone then opens none of them).
 */
export interface ServerKeys {
  publicJwk: RsaPublicJwk;
  /** A node:crypto key object: payload-decrypt.ts decrypts synchronously with it. */
  privateKey: KeyObject;
  challengeHmacKey: string;
  captchaHmacKey: string;
  authenticatorKey: string;
}

type JsonWebKeyType = JsonWebKey & { n?: string; e?: string };

const rsaParams = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

const generateRsaPair = async (): Promise<string> => {
  const pair = await crypto.subtle.generateKey(
    { ...rsaParams, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
  return JSON.stringify({
    publicJwk: await crypto.subtle.exportKey('jwk', pair.publicKey),
    privateJwk: await crypto.subtle.exportKey('jwk', pair.privateKey),
  });
};

export const loadServerKeys = async (
  repo: SecurityRepository,
  options: { challengeHmacKey: string | undefined; authenticatorKey?: string | undefined; now: Date },
): Promise<ServerKeys> => {
  const now = options.now.toISOString();
  const getOrCreate = async (name: string, create: () => Promise<string> | string) =>
    (await repo.findKey(name)) ?? (await repo.insertKeyIfAbsent(name, await create(), now));

  const rsa = JSON.parse(await getOrCreate('rsa-oaep-256', generateRsaPair)) as {
    publicJwk: JsonWebKeyType;
    privateJwk: JsonWebKeyType;
  };
  const randomKey = () => randomBytes(32).toString('base64url');
  const challengeHmacKey = options.challengeHmacKey ?? (await getOrCreate('challenge-hmac', randomKey));
  const captchaHmacKey = await getOrCreate('captcha-hmac', randomKey);
  const authenticatorKey = options.authenticatorKey ?? (await getOrCreate('authenticator-seal', randomKey));
  const privateKey = createPrivateKey({ key: rsa.privateJwk, format: 'jwk' });
  const { n, e } = rsa.publicJwk;
  if (!n || !e) throw new Error('stored RSA public key is incomplete');
  return {
    publicJwk: { kty: 'RSA', n, e, alg: 'RSA-OAEP-256' },
    privateKey,
    challengeHmacKey,
    captchaHmacKey,
    authenticatorKey,
  };
};
