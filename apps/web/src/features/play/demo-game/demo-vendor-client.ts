import {
  demoGameStateSchema,
  demoSessionValueSchema,
  demoSpinValueSchema,
  demoVendorPaths,
  type DemoGameState,
  type DemoSpinValue,
} from '@gp/contract/demo-vendor';
import type { ErrorCode } from '@gp/contract/errors';
import type { ZodType } from 'zod';

/**
 * The demo vendor's game API as its game page calls it (@gp/contract/demo-vendor). Deliberately not the
 * platform's api-client: a vendor page knows nothing of the platform session, and a 401 here
 * (game_session_invalid) only ends the game session, never the player's login.
 */
export class VendorError extends Error {
  readonly code: string;
  constructor(code: string) {
    super(code);
    this.name = 'VendorError';
    this.code = code;
  }
}

export const call = async <T>(path: string, schema: ZodType<T>, init: RequestInit): Promise<T> => {
  let response: Response;
  try {
    response = await fetch(path, { ...init, credentials: 'omit' });
  } catch {
    throw new VendorError('network_abnormal' satisfies ErrorCode);
  }
  let envelope: { success?: unknown; code?: unknown; value?: unknown };
  try {
    envelope = (await response.json()) as typeof envelope;
  } catch {
    throw new VendorError(
      response.status === 401 ? 'game_session_invalid' : ('network_abnormal' satisfies ErrorCode),
    );
  }
  if (!response.ok || envelope.success !== true) {
    const fallback = response.status === 401 ? 'game_session_invalid' : ('system_error' satisfies ErrorCode);
    throw new VendorError(typeof envelope.code === 'string' && envelope.code ? envelope.code : fallback);
  }
  const parsed = schema.safeParse(envelope.value);
  if (!parsed.success) throw new VendorError('system_error' satisfies ErrorCode);
  return parsed.data;
};

export const json = (body: unknown, sessionToken?: string): RequestInit => ({
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    accept: 'application/json',
    ...(sessionToken ? { authorization: `Bearer ${sessionToken}` } : {}),
  },
  body: JSON.stringify(body),
});

export type DemoSession = DemoGameState & { sessionToken: string };

/** Exchanges the one-time launch token for a game session. */
export const openDemoSession = (token: string): Promise<DemoSession> =>
  call(demoVendorPaths.session, demoSessionValueSchema, json({ token }));

/** One spin at `bet` (one of the state's bet levels). */
export const spinDemo = (sessionToken: string, bet: string): Promise<DemoSpinValue> =>
  call(demoVendorPaths.spin, demoSpinValueSchema, json({ bet }, sessionToken));

/** The session's state again (its balance after the platform moved money into the game's wallet). */
export const demoState = (sessionToken: string): Promise<DemoGameState> =>
  call(demoVendorPaths.state, demoGameStateSchema, getWith(sessionToken));

/** A GET of the game API with the session's token. */
export const getWith = (sessionToken: string): RequestInit => ({
  method: 'GET',
  headers: { accept: 'application/json', authorization: `Bearer ${sessionToken}` },
});

/**
 * Launch tokens are single-use: the exchange runs once per token for the life of the page, however
 * often an effect asks (React StrictMode runs effects twice in development).
 */
const exchanges = new Map<string, Promise<DemoSession>>();
export const openDemoSessionOnce = (token: string): Promise<DemoSession> => {
  let pending = exchanges.get(token);
  if (!pending) {
    pending = openDemoSession(token);
    exchanges.set(token, pending);
  }
  return pending;
};
