import { fromBase64, type EncryptedBody, type WebCryptoKey } from '@gp/contract/payload-crypto';

/**
 * Server half of the contract's payload-crypto.ts: unwraps the AES key with the RSA private key and
 * decrypts the body. Throws DecryptError on any failure (wrong key, tampered ciphertext or IV, a key
 * that is not 32 bytes, plaintext that is not JSON); callers answer payload_decrypt_failed.
 */
export class DecryptError extends Error {}

const rsaParams = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

export const rsaDecryptText = async (privateKey: WebCryptoKey, base64: string): Promise<string> => {
  try {
    const plain = await crypto.subtle.decrypt(rsaParams, privateKey, fromBase64(base64));
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch (error) {
    throw new DecryptError('RSA decryption failed', { cause: error });
  }
};

export const decryptPayload = async (privateKey: WebCryptoKey, body: EncryptedBody): Promise<unknown> => {
  try {
    const rawKey = new Uint8Array(await crypto.subtle.decrypt(rsaParams, privateKey, fromBase64(body.key)));
    if (rawKey.length !== 32) throw new DecryptError('wrapped key is not an AES-256 key');
    const iv = fromBase64(body.iv);
    if (iv.length !== 12) throw new DecryptError('IV must be 12 bytes');
    const aesKey = await crypto.subtle.importKey('raw', rawKey, { name: 'AES-GCM' }, false, ['decrypt']);
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, aesKey, fromBase64(body.data));
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(plain)) as unknown;
  } catch (error) {
    if (error instanceof DecryptError) throw error;
    throw new DecryptError('payload decryption failed', { cause: error });
  }
};
