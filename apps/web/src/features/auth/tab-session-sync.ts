import { markPopupsClosed, readClosedPopups } from '../../lib/closed-popups';
import { readToken, useSessionStore } from '../../lib/session-store';
import { session } from '../../lib/storage';
import { createTabSession, guestShownAfterMs, type TabSession } from '../../lib/tab-session';
import { sessionKeys } from '@gp/contract/constants';

/**
 * This tab's place in the browser-wide session (lib/tab-session.ts): started once at boot, before the
 * start-up call answers. A tab with no token (and none in its URL) asks the open tabs for theirs and
 * counts as "restoring" for a moment, so neither the guest popups nor the guest header flash before a
 * prompt answer; route guards wait for the answer itself, so a member page never bounces to /login. A logged-in tab answers; a logout anywhere reaches the listeners of onLogoutElsewhere.
 */
let tabs: TabSession | null = null;
let ready: Promise<void> = Promise.resolve();
const logoutListeners = new Set<() => void>();

const urlCarriesToken = (): boolean => new URL(window.location.href).searchParams.has('token');

export const startTabSession = (): void => {
  if (tabs) return;
  tabs = createTabSession({
    // Only a logged-in tab hands its session out: not one in the middle of a forced password change.
    // The closed popups go along: spec 4.9 shows each popup once per session, not once per tab.
    shareableSession: () => {
      const token = useSessionStore.getState().isLogin ? readToken() : null;
      return token ? { token, closedPopups: [...readClosedPopups()] } : null;
    },
    onLogoutElsewhere: () => {
      for (const listener of logoutListeners) listener();
    },
  });
  if (readToken() || urlCarriesToken()) return;
  const store = useSessionStore.getState();
  store.setRestoring(true);
  // A lone tab shows the guest soon; the question stays open for a busy tab's late answer.
  const showGuest = setTimeout(() => {
    if (!readToken()) useSessionStore.getState().setRestoring(false);
  }, guestShownAfterMs);
  ready = tabs.askOtherTabs().then((shared) => {
    clearTimeout(showGuest);
    if (shared && !readToken()) {
      const { token, closedPopups } = shared;
      session.set(sessionKeys.token, token);
      if (closedPopups.length > 0) markPopupsClosed(closedPopups);
      // Restoring (again, for a late answer): ensureSession loads member info for this token and ends it.
      useSessionStore.setState({ token, restoring: true });
    } else {
      useSessionStore.getState().setRestoring(false);
    }
  });
};

/** Resolves once a new tab's question to the other tabs has been answered or has timed out. */
export const tabSessionReady = (): Promise<void> => ready;

/** Tells the other tabs that this browser's session ended. */
export const announceLogout = (): void => tabs?.announceLogout();

/** Hears a logout made in another tab; returns unsubscribe. */
export const onLogoutElsewhere = (listener: () => void): (() => void) => {
  logoutListeners.add(listener);
  return () => logoutListeners.delete(listener);
};
