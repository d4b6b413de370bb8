import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { LaunchMode } from '@gp/contract/play';

/**
 * HMAC-SHA256 signatures of two things that must never be confused, each with its own key:
 * - seamless-wallet calls, with the secret of the calling integration (vendor-secrets.ts) over
 *   `wallet.<integration>.<timestamp>.<raw body>`: the integration header is signed, so a call signed
 *   for one integration cannot be replayed under another's name even if two secrets were equal;
 * - launch tokens, with the platform's launch-token key (never a vendor's wallet secret) over
 *   `launch.<payload>`: a vendor cannot mint tokens, it hands them back to the platform's session call.
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

/** What a seamless-wallet call signature covers. Integration names never contain a dot. */
export interface SignedCall {
  integration: string;
  /** Unix milliseconds, digits only. */
  timestamp: string;
  rawBody: string;
}

const callInput = (call: SignedCall) => `wallet.${call.integration}.${call.timestamp}.${call.rawBody}`;

/** Hex HMAC-SHA256 of a call with the calling integration's own wallet secret. */
export const signCall = (secret: string, call: SignedCall): string =>
  hmac(secret, callInput(call)).toString('hex');

export const callSignatureValid = (secret: string, call: SignedCall, signature: string): boolean =>
  /^[0-9a-f]{64}$/.test(signature) && sameBytes(hmac(secret, callInput(call)), Buffer.from(signature, 'hex'));

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

/** Signs a launch token with the launch-token key (LAUNCH_TOKEN_KEY), never with a wallet secret. */
export const signLaunchToken = (launchTokenKey: string, claims: LaunchClaims): string => {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${hmac(launchTokenKey, `launch.${payload}`).toString('base64url')}`;
};

const launchTokenPattern = /^([A-Za-z0-9_-]{10,2000})\.([A-Za-z0-9_-]{43})$/;

/** The claims of a well-signed, unexpired token, or null. One-time use is checked by the platform. */
export const verifyLaunchToken = (
  launchTokenKey: string,
  token: string,
  now: number,
): LaunchClaims | null => {
  const match = launchTokenPattern.exec(token);
  if (!match) return null;
  const [, payload = '', signature = ''] = match;
  if (!sameBytes(hmac(launchTokenKey, `launch.${payload}`), Buffer.from(signature, 'base64url'))) {
    return null;
  }
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as LaunchClaims;
    if (typeof claims.exp !== 'number' || claims.exp <= now) return null;
    if (typeof claims.jti !== 'string' || typeof claims.memberId !== 'number') return null;
    return claims;
  } catch {
    return null;
  }
};

/**
 * The token id of a launch token, read WITHOUT checking its signature: only for a vendor after the
 * platform's session call accepted (verified and consumed) this very token. Vendors do not hold the
 * launch-token key, so they cannot verify tokens themselves.
 */
export const acceptedLaunchTokenId = (token: string): string | null => {
  const payload = launchTokenPattern.exec(token)?.[1];
  if (!payload) return null;
  try {
    const { jti } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { jti?: unknown };
    return typeof jti === 'string' ? jti : null;
  } catch {
    return null;
  }
};
