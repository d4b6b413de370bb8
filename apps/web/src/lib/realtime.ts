import type { RealtimeBalanceEvent, RealtimeClientMessage } from '@gp/contract/realtime';
import { readServerMessage, realtimeCloseCodes, realtimePath } from '@gp/contract/realtime-protocol';
import { hashKey, type QueryClient } from './query';
import { useSessionStore } from './session-store';
import { walletBalanceQuery, walletKey } from './wallet-balance';

/** The subset of the browser WebSocket the client uses (a fake one in unit tests). */
export interface RealtimeSocket {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send: (data: string) => void;
  close: (code?: number, reason?: string) => void;
}

export interface RealtimeOptions {
  createSocket?: (url: string) => RealtimeSocket;
  /** 0..1, for the backoff jitter. */
  random?: () => number;
}

export const realtimePingIntervalMs = 25_000;
export const realtimeBackoffMinMs = 1_000;
export const realtimeBackoffMaxMs = 30_000;
const socketOpen = 1;

/** Same origin as the page: ws: under http:, wss: under https:. */
export const realtimeUrl = (location: Pick<Location, 'protocol' | 'host'> = window.location): string =>
  `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${realtimePath}`;

/**
 * Capped exponential backoff with jitter: attempt 0 waits 0.5-1 s, doubling up to 15-30 s.
 */
export const reconnectDelay = (attempt: number, random: () => number = Math.random): number => {
  const ceiling = Math.min(realtimeBackoffMaxMs, realtimeBackoffMinMs * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
};

/** A balance push: the header balance takes the pushed value, every other wallet query reloads. */
export const applyBalancePush = (client: QueryClient, token: string, event: RealtimeBalanceEvent) => {
  const { type: _type, ...value } = event;
  const balanceKey = walletBalanceQuery(token).queryKey;
  client.setQueryData(balanceKey, value);
  const balanceHash = hashKey(balanceKey);
  void client.invalidateQueries({
    queryKey: walletKey,
    predicate: (query) => query.queryHash !== balanceHash,
  });
};

/**
 * Real-time pushes (spec 4.1: socket events run only when logged in). While the session store says
 * logged in (member info loaded), one socket to the same origin is open: it authenticates with its first
 * message, applies balance pushes to the query cache and pings every 25 s. An unexpected close reconnects
 * with capped exponential backoff while still logged in; logout closes it. A 4401 (not_logged_in) close
 * changes nothing else but stops reconnecting until the session (token) changes.
 * Returns the function that stops everything.
 */
export const startRealtime = (client: QueryClient, options: RealtimeOptions = {}): (() => void) => {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url));
  const random = options.random ?? Math.random;

  let socket: RealtimeSocket | null = null;
  let token: string | null = null;
  let refusedToken: string | null = null;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;

  const send = (message: RealtimeClientMessage) => {
    if (socket?.readyState === socketOpen) socket.send(JSON.stringify(message));
  };

  const disconnect = () => {
    clearTimeout(retryTimer);
    clearInterval(pingTimer);
    retryTimer = undefined;
    pingTimer = undefined;
    const current = socket;
    socket = null;
    if (!current) return;
    current.onopen = null;
    current.onmessage = null;
    current.onclose = null;
    current.onerror = null;
    try {
      current.close(1000, 'logout');
    } catch {
      // Already closing.
    }
  };

  const connect = () => {
    const sessionToken = token;
    if (!sessionToken || socket) return;
    let current: RealtimeSocket;
    try {
      current = createSocket(realtimeUrl());
    } catch {
      scheduleReconnect();
      return;
    }
    socket = current;
    current.onopen = () => {
      current.send(JSON.stringify({ type: 'auth', token: sessionToken } satisfies RealtimeClientMessage));
      clearInterval(pingTimer);
      pingTimer = setInterval(() => send({ type: 'ping' }), realtimePingIntervalMs);
    };
    current.onmessage = (event: MessageEvent) => {
      if (typeof event.data !== 'string') return;
      let raw: unknown;
      try {
        raw = JSON.parse(event.data);
      } catch {
        return;
      }
      const message = readServerMessage(raw);
      if (!message) return;
      if (message.type === 'ready') attempt = 0;
      else if (message.type === 'balance') applyBalancePush(client, sessionToken, message);
    };
    current.onclose = (event: CloseEvent) => {
      if (socket !== current) return;
      socket = null;
      clearInterval(pingTimer);
      pingTimer = undefined;
      if (event.code === realtimeCloseCodes.notLoggedIn) {
        refusedToken = sessionToken;
        return;
      }
      scheduleReconnect();
    };
    // An error is always followed by a close event: the close handler reconnects.
    current.onerror = () => undefined;
  };

  const scheduleReconnect = () => {
    clearTimeout(retryTimer);
    if (!token || token === refusedToken) return;
    const delay = reconnectDelay(attempt, random);
    attempt += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect();
    }, delay);
  };

  const sync = () => {
    const state = useSessionStore.getState();
    const next = state.isLogin && state.token ? state.token : null;
    if (next === token) return;
    disconnect();
    token = next;
    attempt = 0;
    if (next !== refusedToken) refusedToken = null;
    connect();
  };

  const unsubscribe = useSessionStore.subscribe(sync);
  sync();
  return () => {
    unsubscribe();
    disconnect();
    token = null;
  };
};
