import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTabSession, type TabSession } from './tab-session';

/** Each simulated tab has a channel of its own, as two documents of one origin would. */
const open: TabSession[] = [];
const tab = (token: string | null, onLogoutElsewhere = () => {}, timeoutMs = 1_000) => {
  const created = createTabSession({
    shareableSession: () => (token ? { token, closedPopups: ['7'] } : null),
    onLogoutElsewhere,
    timeoutMs,
  });
  open.push(created);
  return created;
};

afterEach(() => {
  for (const created of open.splice(0)) created.close();
});

describe('tab session channel', () => {
  it('hands a logged-in tab’s token to a new tab that asks', async () => {
    tab('token-of-open-tab');
    const fresh = tab(null);
    await expect(fresh.askOtherTabs()).resolves.toEqual({ token: 'token-of-open-tab', closedPopups: ['7'] });
  });

  it('answers null after the timeout when no tab is logged in', async () => {
    tab(null);
    const fresh = tab(null, () => {}, 50);
    await expect(fresh.askOtherTabs()).resolves.toBeNull();
  });

  it('ignores answers to a question it did not ask', async () => {
    const asking = tab(null, () => {}, 100);
    const stranger = new BroadcastChannel('gp-session');
    const question = asking.askOtherTabs();
    stranger.postMessage({ type: 'answer', id: 'someone-else', token: 'not-for-you', closedPopups: [] });
    await expect(question).resolves.toBeNull();
    stranger.close();
  });

  it('tells every other tab about a logout, not the tab that logged out', async () => {
    const heardA = vi.fn();
    const heardB = vi.fn();
    const leaving = vi.fn();
    tab('t', heardA);
    tab('t', heardB);
    const self = tab('t', leaving);
    self.announceLogout();
    await vi.waitFor(() => {
      expect(heardA).toHaveBeenCalledTimes(1);
      expect(heardB).toHaveBeenCalledTimes(1);
    });
    expect(leaving).not.toHaveBeenCalled();
  });

  it('drops messages that are not the channel’s own', async () => {
    const heard = vi.fn();
    tab('t', heard);
    const stranger = new BroadcastChannel('gp-session');
    stranger.postMessage({ type: 'answer', id: 1, token: 'x' });
    stranger.postMessage('logout');
    stranger.postMessage({ type: 'logout' });
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    stranger.close();
  });
});
