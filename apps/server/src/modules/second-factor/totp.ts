import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/**
 * Authenticator-app codes (RFC 6238 through the maintained `otpauth` library): SHA-1, six digits,
 * 30-second steps, the usual parameters every authenticator app reads from the QR code. A code is
 * accepted one step early or late (clock drift), and only for a step later than the last one
 * accepted, so each code is used once.
 */
const period = 30;

const totpOf = (secretBase32: string, label = '', issuer = '') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period, secret: Secret.fromBase32(secretBase32) });

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI the QR code carries. */
export const totpUri = (secretBase32: string, account: string, issuer: string): string =>
  totpOf(secretBase32, account, issuer).toString();

/** The time step the code belongs to, or null when it is no code of these three steps. */
export const totpStepOf = (secretBase32: string, code: string, now: Date): number | null => {
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / period) + delta;
};

/** The code of a time (tests, and the seed's walkthrough). */
export const totpCodeAt = (secretBase32: string, at: Date): string =>
  totpOf(secretBase32).generate({ timestamp: at.getTime() });

/**
 * Secrets are sealed with AES-256-GCM so that a copy of the table alone gives no one the codes; the
 * key (TOTP_SECRET_KEY, else generated once and kept in server_keys) is hashed to 32 bytes.
 */
export const createSecretSeal = (key: string) => {
  const aesKey = createHash('sha256').update(`totp-seal:${key}`).digest();
  return {
    seal: (plain: string): string => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
    },
    open: (stored: string): string => {
      const [iv, tag, sealed] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !sealed) throw new Error('sealed authenticator secret is malformed');
      const decipher = createDecipheriv('aes-256-gcm', aesKey, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
    },
  };
};
export type SecretSeal = ReturnType<typeof createSecretSeal>;
