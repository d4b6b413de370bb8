import { sessionKeys } from '@gp/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * A new tab's wait for an open tab's session (docs/decisions.md "New-tab session"): "restoring" for a
 * moment, then a guest; a late answer still logs the tab in, and route guards wait for the answer.
 */
const freshTab = async () => {
  vi.resetModules();
  const sync = await import('./tab-session-sync');
  const { useSessionStore } = await import('../../lib/session-store');
  const { guestShownAfterMs } = await import('../../lib/tab-session');
  return { sync, store: useSessionStore, guestShownAfterMs };
};

/** An open tab of the same browser that answers every question after `delayMs`. */
const openTabAnswering = (token: string, delayMs: number) => {
  const channel = new BroadcastChannel('gp-session');
  channel.onmessage = (event: MessageEvent<{ type: string; id: string }>) => {
    if (event.data.type !== 'ask') return;
    setTimeout(
      () => channel.postMessage({ type: 'answer', id: event.data.id, token, closedPopups: [] }),
      delayMs,
    );
  };
  return channel;
};

const channels: BroadcastChannel[] = [];
afterEach(() => {
  for (const channel of channels.splice(0)) channel.close();
  sessionStorage.clear();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a new tab asking the open tabs for the session', () => {
  it('shows a lone tab as a guest after a moment, while the guards still wait for an answer', async () => {
    const { sync, store, guestShownAfterMs } = await freshTab();
    sync.startTabSession();
    expect(store.getState().restoring).toBe(true);
    let answered = false;
    void sync.tabSessionReady().then(() => (answered = true));
    await sleep(guestShownAfterMs + 100);
    expect(store.getState().restoring).toBe(false);
    expect(answered).toBe(false);
    await sync.tabSessionReady();
    expect(sessionStorage.getItem(sessionKeys.token)).toBeNull();
  });

  it('takes a late answer from a busy tab: the guest turns into the member', async () => {
    const { sync, store, guestShownAfterMs } = await freshTab();
    channels.push(openTabAnswering('token-of-busy-tab', guestShownAfterMs + 300));
    sync.startTabSession();
    await sleep(guestShownAfterMs + 100);
    expect(store.getState().restoring).toBe(false);
    await sync.tabSessionReady();
    expect(sessionStorage.getItem(sessionKeys.token)).toBe('token-of-busy-tab');
    // Restoring again until the member info of that token has loaded (ensureSession).
    expect(store.getState()).toMatchObject({ token: 'token-of-busy-tab', restoring: true });
  });

  it('takes a prompt answer without ever showing the guest', async () => {
    const { sync, store } = await freshTab();
    channels.push(openTabAnswering('token-of-idle-tab', 0));
    sync.startTabSession();
    await sync.tabSessionReady();
    expect(store.getState()).toMatchObject({ token: 'token-of-idle-tab', restoring: true });
  });
});
