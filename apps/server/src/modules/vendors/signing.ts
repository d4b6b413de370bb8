import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { LaunchMode } from '@gp/contract/play';

/**
 * HMAC-SHA256 with the secret the platform shares with a game vendor, for two things that must never
 * be confused: launch tokens (input prefixed `launch.`) and seamless-wallet calls (prefixed
 * `wallet.<timestamp>.`), so a signature of one can never pass as the other.
 */
export const vendorHeaders = {
  integration: 'x-vendor-integration',
  timestamp: 'x-vendor-timestamp',
  signature: 'x-vendor-signature',
} as const;

/** A seamless-wallet call older or newer than this (platform clock) is refused as stale. */
export const maxClockSkewMs = 60_000;
/** A launch token is good for one session call within this time. */
export const launchTokenMs = 5 * 60_000;

const hmac = (secret: string, input: string) => createHmac('sha256', secret).update(input).digest();

const sameBytes = (a: Buffer, b: Buffer) => a.length === b.length && timingSafeEqual(a, b);

export const signCall = (secret: string, timestamp: string, rawBody: string): string =>
  hmac(secret, `wallet.${timestamp}.${rawBody}`).toString('hex');

export const callSignatureValid = (
  secret: string,
  timestamp: string,
  rawBody: string,
  signature: string,
): boolean =>
  /^[0-9a-f]{64}$/.test(signature) &&
  sameBytes(hmac(secret, `wallet.${timestamp}.${rawBody}`), Buffer.from(signature, 'hex'));

export interface LaunchClaims {
  /** Token id: the platform's game_launches row, consumed once. */
  jti: string;
  merchantCode: string;
  integration: string;
  memberId: number;
  nodeId: string;
  mode: LaunchMode;
  language: string;
  /** Expiry, unix milliseconds. */
  exp: number;
}

export const newTokenId = (): string => randomBytes(18).toString('base64url');

export const signLaunchToken = (secret: string, claims: LaunchClaims): string => {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${hmac(secret, `launch.${payload}`).toString('base64url')}`;
};

/** The claims of a well-signed, unexpired token, or null. One-time use is checked by the platform. */
export const verifyLaunchToken = (secret: string, token: string, now: number): LaunchClaims | null => {
  const match = /^([A-Za-z0-9_-]{10,2000})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, payload = '', signature = ''] = match;
  if (!sameBytes(hmac(secret, `launch.${payload}`), Buffer.from(signature, 'base64url'))) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as LaunchClaims;
    if (typeof claims.exp !== 'number' || claims.exp <= now) return null;
    if (typeof claims.jti !== 'string' || typeof claims.memberId !== 'number') return null;
    return claims;
  } catch {
    return null;
  }
};
