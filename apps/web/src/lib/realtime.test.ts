import { realtimeCloseCodes, realtimePath } from '@gp/contract/realtime';
import { QueryClient } from './query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reconnectDelay, startRealtime, type RealtimeSocket } from './realtime';
import { useSessionStore } from './session-store';
import { walletBalanceQuery } from './wallet-balance';

class FakeSocket implements RealtimeSocket {
  readyState = 0;
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code ?? 1000;
    this.readyState = 3;
  }
  /** Server side: the handshake completes. */
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(message: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
  /** Server side: the connection ends. */
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code }));
  }
}

const tokenA = 'a'.repeat(32);
const tokenB = 'b'.repeat(32);
const balance = (amount: string) => ({
  type: 'balance',
  balance: amount,
  currency: 'KRW',
  currencySymbol: '₩',
  isSingle: false,
  wallets: [{ vendorCode: 'PG', name: 'PG Soft', balance: '0.00' }],
  playBalance: '0.00',
});
const logIn = (token: string) => useSessionStore.setState({ token, isLogin: true });

describe('real-time socket', () => {
  let sockets: FakeSocket[];
  let client: QueryClient;
  let stop: () => void;
  const start = () => {
    stop = startRealtime(client, {
      createSocket: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket;
      },
      random: () => 1,
    });
  };

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    useSessionStore.getState().clearUser();
  });
  afterEach(() => {
    stop();
    useSessionStore.getState().clearUser();
    client.clear();
    vi.useRealTimers();
  });

  it('connects only when logged in (member info loaded), to the same origin, and sends auth first', () => {
    start();
    useSessionStore.setState({ token: tokenA, isLogin: false });
    expect(sockets).toHaveLength(0);
    logIn(tokenA);
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.url).toBe(`ws://${window.location.host}${realtimePath}`);
    sockets[0]!.open();
    expect(JSON.parse(sockets[0]!.sent[0]!)).toEqual({ type: 'auth', token: tokenA });
    vi.advanceTimersByTime(25_000);
    expect(sockets[0]!.sent.map((raw) => JSON.parse(raw) as unknown)).toEqual([
      { type: 'auth', token: tokenA },
      { type: 'ping' },
    ]);
  });

  it('writes a balance push into the balance query and reloads the other wallet queries', async () => {
    logIn(tokenA);
    start();
    const key = walletBalanceQuery(tokenA).queryKey;
    const other = vi.fn(() => Promise.resolve(['record']));
    await client.prefetchQuery({ queryKey: ['wallet', 'records'], queryFn: other });
    expect(other).toHaveBeenCalledTimes(1);
    const socket = sockets[0]!;
    socket.open();
    socket.receive({ type: 'ready' });
    socket.receive(balance('25.50'));
    expect(client.getQueryData(key)).toEqual({
      balance: '25.50',
      currency: 'KRW',
      currencySymbol: '₩',
      isSingle: false,
      wallets: [{ vendorCode: 'PG', name: 'PG Soft', balance: '0.00' }],
      playBalance: '0.00',
    });
    expect(client.getQueryState(['wallet', 'records'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(key)?.isInvalidated).toBe(false);

    // Messages that fail the contract schema are ignored.
    socket.receive({ type: 'balance', balance: 'lots' });
    socket.onmessage?.(new MessageEvent('message', { data: 'not json' }));
    expect(client.getQueryData<{ balance: string }>(key)?.balance).toBe('25.50');
  });

  it('reconnects after an unexpected close with capped exponential backoff', () => {
    logIn(tokenA);
    start();
    sockets[0]!.open();
    sockets[0]!.drop(1006);
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]!.drop(1006);
    vi.advanceTimersByTime(1_999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    sockets[2]!.open();
    expect(JSON.parse(sockets[2]!.sent[0]!)).toEqual({ type: 'auth', token: tokenA });
    expect(reconnectDelay(10, () => 1)).toBe(30_000);
    expect(reconnectDelay(10, () => 0)).toBe(15_000);
  });

  it('closes on logout and does not reconnect', () => {
    logIn(tokenA);
    start();
    sockets[0]!.open();
    useSessionStore.getState().clearUser();
    expect(sockets[0]!.closedWith).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('stops reconnecting after a 4401 close until the session changes, without logging out', () => {
    logIn(tokenA);
    start();
    sockets[0]!.open();
    sockets[0]!.drop(realtimeCloseCodes.notLoggedIn);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(useSessionStore.getState().isLogin).toBe(true);
    logIn(tokenB);
    expect(sockets).toHaveLength(2);
    sockets[1]!.open();
    expect(JSON.parse(sockets[1]!.sent[0]!)).toEqual({ type: 'auth', token: tokenB });
  });
});
