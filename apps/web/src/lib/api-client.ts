import { authHeader } from '@gp/contract/constants';
import type { ErrorCode } from '@gp/contract/errors';
import type { RouteValue, SchemaRouteId } from '@gp/contract/route-schemas';
import type { RouteId, routes as RouteTable } from '@gp/contract/routes';
import { readToken, useSessionStore } from './session-store';
import { useSiteStore } from './site-store';

/** A failed call: `code` is a stable error id from the contract that the UI translates. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  /** The envelope's `value` of a failure, e.g. `{ captcha: true }` of a failed login. */
  readonly value: unknown;

  constructor(code: string, status: number, message?: string, value?: unknown) {
    super(message ?? code);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.value = value;
  }
}

/** The error code of a failed call: the server's code, else `fallback` (network or programming errors). */
export const errorCodeOf = (error: unknown, fallback: string): string =>
  error instanceof ApiError ? error.code : fallback;

export type QueryValue = string | number | boolean | undefined | null;

export interface CallOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Extra request headers (the free-play encryption headers, Idempotency-Key). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The request outlives the page (a call made while the page unloads, e.g. leaveGame). */
  keepalive?: boolean;
}

type ValueOf<Id extends RouteId> = Id extends SchemaRouteId ? RouteValue<Id> : unknown;

const buildUrl = (path: string, query: CallOptions['query']): string => {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const fallbackCode = (status: number): string => {
  if (status === 401) return 'not_logged_in' satisfies ErrorCode;
  if (status === 403) return 'forbidden' satisfies ErrorCode;
  if (status === 404) return 'not_found' satisfies ErrorCode;
  if (status === 429) return 'too_many_requests' satisfies ErrorCode;
  if (status >= 500) return 'system_error' satisfies ErrorCode;
  return 'bad_request' satisfies ErrorCode;
};

/**
 * The contract's route table (148 calls, 2.4 KB gzip) is not in the entry chunk: it loads with the first
 * call, which the lobby makes only after its first render (its start-up data is in the HTML), and every
 * later call finds it loaded (issue 15: JavaScript before the first render).
 */
let routeTable: Promise<typeof RouteTable> | undefined;
const routeOf = async <Id extends RouteId>(id: Id): Promise<(typeof RouteTable)[Id]> =>
  (await (routeTable ??= import('@gp/contract/routes').then((m) => m.routes)))[id];

/** Routes marked E: the JSON body is encrypted with the server key of the permission response. */
const encryptBody = async (body: unknown): Promise<unknown> => {
  const key = useSiteStore.getState().permission?.info.encryption.publicKey;
  if (!key) throw new ApiError('system_error' satisfies ErrorCode, 0, 'no server public key before start-up');
  try {
    // Loaded with the first encrypted call (a login, a form): the lobby's first screen sends none.
    const { encryptPayload } = await import('@gp/contract/payload-crypto');
    return await encryptPayload(key, body);
  } catch {
    throw new ApiError('system_error' satisfies ErrorCode, 0, 'payload encryption failed');
  }
};

/**
 * Calls one route of the contract's route table: method and path come from `routes`, the session token
 * is attached as `Authorization: Bearer` when the route is marked T, the body is encrypted when it is
 * marked E, and (outside production builds) the envelope's `value` is checked against the route's
 * schema. A 401 on a T route means the session is gone: the client drops to the logged-out state
 * (spec 4.1).
 */
export const callApi = async <Id extends RouteId>(
  id: Id,
  options: CallOptions = {},
): Promise<ValueOf<Id>> => {
  const route = await routeOf(id);
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
  const token = route.token ? readToken() : null;
  if (token) headers[authHeader] = `Bearer ${token}`;

  let body: BodyInit | undefined;
  if (options.body !== undefined && route.method !== 'GET') {
    if (options.body instanceof FormData) {
      // multipart/form-data (receipt proof images): the browser writes the boundary header.
      body = options.body;
    } else if ('form' in route && route.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.body as Record<string, string>).toString();
    } else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(route.encrypted ? await encryptBody(options.body) : options.body);
    }
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(route.path, options.query), {
      method: route.method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('network_abnormal' satisfies ErrorCode, 0);
  }

  // The token expired or was revoked (not_logged_in): logged out from here on.
  if (route.token && token && response.status === 401) useSessionStore.getState().clearUser();

  let envelope: unknown;
  try {
    envelope = await response.json();
  } catch {
    throw new ApiError(
      response.ok ? ('network_abnormal' satisfies ErrorCode) : fallbackCode(response.status),
      response.status,
    );
  }

  if (!isRecord(envelope) || typeof envelope.success !== 'boolean') {
    throw new ApiError(
      response.ok ? ('network_abnormal' satisfies ErrorCode) : fallbackCode(response.status),
      response.status,
    );
  }
  if (!response.ok || !envelope.success) {
    const code =
      typeof envelope.code === 'string' && envelope.code ? envelope.code : fallbackCode(response.status);
    const message = typeof envelope.message === 'string' ? envelope.message : undefined;
    throw new ApiError(code, response.status, message, envelope.value);
  }

  if (!import.meta.env.DEV) return envelope.value as ValueOf<Id>;
  // Development and unit tests check the answer against the contract too; the import (and zod with it)
  // is left out of production builds, whose answers the server's serializer has already checked.
  const { checkAnswer } = await import('./answer-check');
  const checked = checkAnswer(id, envelope.value);
  if (!checked.ok) throw new ApiError(checked.code, response.status, `invalid ${id} response`);
  return checked.value as ValueOf<Id>;
};

/**
 * Downloads a file route (a report's CSV) with the session token, then hands it to the browser as a
 * download named by the server's Content-Disposition. Path parameters (`:name`) come from `params`.
 * A refusal answers the usual envelope and throws the same ApiError as callApi.
 */
export const downloadApiFile = async (
  id: RouteId,
  options: { params?: Record<string, string>; query?: CallOptions['query'] } = {},
): Promise<void> => {
  const route = await routeOf(id);
  const path = route.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(options.params?.[name] ?? ''),
  );
  const headers: Record<string, string> = {};
  const token = readToken();
  if (token) headers[authHeader] = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), { headers, credentials: 'same-origin' });
  } catch {
    throw new ApiError('network_abnormal' satisfies ErrorCode, 0);
  }
  if (!response.ok) {
    const envelope: unknown = await response.json().catch(() => null);
    const code =
      isRecord(envelope) && typeof envelope.code === 'string' ? envelope.code : fallbackCode(response.status);
    throw new ApiError(code, response.status, undefined, isRecord(envelope) ? envelope.value : undefined);
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'download';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL is no longer needed once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
