import { constants, createDecipheriv, type KeyObject, privateDecrypt } from 'node:crypto';
import type { EncryptedBody } from '@gp/contract/payload-crypto';

/**
 * Server half of the contract's payload-crypto.ts: unwraps the AES key with the RSA private key and
 * decrypts the body. Throws DecryptError on any failure (wrong key, tampered ciphertext or IV, a key
 * that is not 32 bytes, plaintext that is not JSON); callers answer payload_decrypt_failed.
 *
 * Synchronous node:crypto on purpose: WebCrypto runs each step as a job on libuv's thread pool, where
 * it queues behind the argon2 password checks of concurrent logins (about 15 ms each) and added that
 * wait to every login. RSA-2048 decryption takes about half a millisecond on the main thread.
 */
export class DecryptError extends Error {}

const gcmTagBytes = 16;

const base64Text = /^[A-Za-z0-9+/]*={0,2}$/;

/** Strict base64 (Buffer's own decoder skips characters it does not know; this refuses them). */
const fromBase64 = (text: string): Buffer => {
  if (text.length % 4 !== 0 || !base64Text.test(text)) throw new DecryptError('not base64');
  return Buffer.from(text, 'base64');
};

const rsaDecrypt = (privateKey: KeyObject, base64: string): Buffer =>
  privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    fromBase64(base64),
  );

const utf8 = new TextDecoder('utf-8', { fatal: true });

export const rsaDecryptText = (privateKey: KeyObject, base64: string): Promise<string> => {
  try {
    return Promise.resolve(utf8.decode(rsaDecrypt(privateKey, base64)));
  } catch (error) {
    return Promise.reject(new DecryptError('RSA decryption failed', { cause: error }));
  }
};

export const decryptPayload = (privateKey: KeyObject, body: EncryptedBody): Promise<unknown> => {
  try {
    const rawKey = rsaDecrypt(privateKey, body.key);
    if (rawKey.length !== 32) throw new DecryptError('wrapped key is not an AES-256 key');
    const iv = fromBase64(body.iv);
    if (iv.length !== 12) throw new DecryptError('IV must be 12 bytes');
    const sealed = fromBase64(body.data);
    if (sealed.length < gcmTagBytes) throw new DecryptError('ciphertext shorter than its tag');
    // WebCrypto's AES-GCM output is the ciphertext followed by the 16-byte tag.
    const decipher = createDecipheriv('aes-256-gcm', rawKey, iv);
    decipher.setAuthTag(sealed.subarray(sealed.length - gcmTagBytes));
    const plain = Buffer.concat([
      decipher.update(sealed.subarray(0, sealed.length - gcmTagBytes)),
      decipher.final(),
    ]);
    return Promise.resolve(JSON.parse(utf8.decode(plain)) as unknown);
  } catch (error) {
    if (error instanceof DecryptError) return Promise.reject(error);
    return Promise.reject(new DecryptError('payload decryption failed', { cause: error }));
  }
};
