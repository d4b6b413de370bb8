/**
 * Payload encryption for the routes marked E in routes.ts, and the free-play header token.
 *
 * Scheme `RSA-OAEP-256+A256GCM` (WebCrypto only, so the same code runs in browsers and Node >= 22):
 * 1. the client makes a fresh AES-256-GCM key and a 12-byte IV, encrypts `JSON.stringify(data)`;
 * 2. it wraps the raw AES key with the server's RSA-OAEP (SHA-256) public key, delivered as a JWK in
 *    the permission response (`info.encryption.publicKey`);
 * 3. the request body is `{ key, iv, data }`, each standard base64: the wrapped key, the IV and the
 *    ciphertext with its 16-byte GCM tag appended (WebCrypto's layout).
 * The server unwraps the key with its private key and decrypts before validating the inner body.
 *
 * Free-play login (`freePlayHeaders`): a nonce `<unix ms>.<random>` travels in `x-request-nonce`, and
 * `x-encrypt-token` carries base64(RSA-OAEP(reverse(nonce))); `x-gateway-version` is 3.
 */
export const payloadAlgorithm = 'RSA-OAEP-256+A256GCM' as const;

/** RSA public key as a JSON Web Key (only the public members); payload-schemas.ts checks it on the wire. */
export interface RsaPublicJwk {
  kty: 'RSA';
  n: string;
  e: string;
  alg: 'RSA-OAEP-256';
}

/** `info.encryption` of the permission response. */
export interface EncryptionInfo {
  publicKey: RsaPublicJwk;
  algorithm: typeof payloadAlgorithm;
}

/** Body of every E route on the wire: the wrapped key, the IV and the ciphertext, each base64. */
export interface EncryptedBody {
  key: string;
  iv: string;
  data: string;
}

export const freePlayHeaderNames = {
  encryptToken: 'x-encrypt-token',
  nonce: 'x-request-nonce',
  gatewayVersion: 'x-gateway-version',
} as const;
export const gatewayVersion = '3';

const rsaParams = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

export const toBase64 = (bytes: ArrayBuffer | Uint8Array): string => {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (let i = 0; i < view.length; i += 0x8000) {
    binary += String.fromCharCode(...view.subarray(i, i + 0x8000));
  }
  return btoa(binary);
};

export const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => {
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) out[i] = binary.charCodeAt(i);
  return out;
};

/** WebCrypto types named without the DOM lib, so the server (Node types only) can compile this file. */
type Subtle = typeof globalThis.crypto.subtle;
export type WebCryptoKey = Awaited<ReturnType<Subtle['importKey']>>;

const subtle = (): Subtle => globalThis.crypto.subtle;

export const importRsaPublicKey = (jwk: RsaPublicJwk): Promise<WebCryptoKey> =>
  subtle().importKey('jwk', { kty: jwk.kty, n: jwk.n, e: jwk.e, alg: jwk.alg }, rsaParams, false, [
    'encrypt',
  ]);

/** Encrypts `data` (any JSON value) for an E route: returns the `{ key, iv, data }` body to send. */
export const encryptPayload = async (publicKeyJwk: RsaPublicJwk, data: unknown): Promise<EncryptedBody> => {
  const rsaKey = await importRsaPublicKey(publicKeyJwk);
  const rawKey = globalThis.crypto.getRandomValues(new Uint8Array(32));
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const aesKey = await subtle().importKey('raw', rawKey, { name: 'AES-GCM' }, false, ['encrypt']);
  const plaintext = new TextEncoder().encode(JSON.stringify(data));
  const [wrapped, ciphertext] = await Promise.all([
    subtle().encrypt(rsaParams, rsaKey, rawKey),
    subtle().encrypt({ name: 'AES-GCM', iv }, aesKey, plaintext),
  ]);
  return { key: toBase64(wrapped), iv: toBase64(iv), data: toBase64(ciphertext) };
};

/** RSA-OAEP-256 encryption of a short text (at most 190 bytes of UTF-8), base64. */
export const rsaEncryptText = async (publicKeyJwk: RsaPublicJwk, text: string): Promise<string> => {
  const rsaKey = await importRsaPublicKey(publicKeyJwk);
  return toBase64(await subtle().encrypt(rsaParams, rsaKey, new TextEncoder().encode(text)));
};

export const reverseText = (text: string): string => [...text].reverse().join('');

/** A fresh free-play nonce: `<unix ms>.<22 random base64url characters>`. */
export const createFreePlayNonce = (nowMs: number = Date.now()): string => {
  const random = toBase64(globalThis.crypto.getRandomValues(new Uint8Array(16)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `${nowMs}.${random}`;
};

export const freePlayNoncePattern = /^\d{13}\.[A-Za-z0-9_-]{16,64}$/;

/** The three request headers of the free-play login call. */
export const freePlayHeaders = async (
  publicKeyJwk: RsaPublicJwk,
  nonce: string = createFreePlayNonce(),
): Promise<Record<(typeof freePlayHeaderNames)[keyof typeof freePlayHeaderNames], string>> => ({
  [freePlayHeaderNames.encryptToken]: await rsaEncryptText(publicKeyJwk, reverseText(nonce)),
  [freePlayHeaderNames.nonce]: nonce,
  [freePlayHeaderNames.gatewayVersion]: gatewayVersion,
});
