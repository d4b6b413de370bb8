/**
 * One session across the tabs of one browser (issue 14 item 6; docs/decisions.md "New-tab session").
 * The token stays in session storage (spec 3), which the browser does not share with a new tab. A new
 * tab without a token asks the open tabs over a BroadcastChannel; a tab that is logged in answers with
 * its token. A logout in any tab is announced on the same channel and every tab logs out.
 *
 * BroadcastChannel only connects documents of the same origin, so the token never leaves the origin,
 * is never written to localStorage, a cookie or the URL, and only a script already able to read this
 * origin's session storage could hear it.
 */

/**
 * How long a new tab's question stays open. An idle open tab answers within a few milliseconds; one busy
 * rendering (just logged in, loading its popups, on a slow phone) took over 200 ms. Only the route
 * guards wait this long; the page shows the visitor as a guest after `guestShownAfterMs`, and an answer
 * that comes later still logs the tab in.
 */
export const tabAnswerTimeoutMs = 1_500;

/** How long a new tab shows "restoring" before it shows a guest while the question is still open. */
export const guestShownAfterMs = 200;

const channelName = 'gp-session';

/** What a logged-in tab hands over: its token, and the popups already closed in this session. */
export interface SharedSession {
  token: string;
  closedPopups: string[];
}

type TabMessage =
  { type: 'ask'; id: string } | ({ type: 'answer'; id: string } & SharedSession) | { type: 'logout' };

const isTabMessage = (data: unknown): data is TabMessage => {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  if (message.type === 'logout') return true;
  if (message.type === 'ask') return typeof message.id === 'string';
  return (
    message.type === 'answer' &&
    typeof message.id === 'string' &&
    typeof message.token === 'string' &&
    message.token !== '' &&
    Array.isArray(message.closedPopups) &&
    message.closedPopups.every((id) => typeof id === 'string')
  );
};

export interface TabSessionOptions {
  /** The session this tab may hand out: only while it is logged in (not during a forced change). */
  shareableSession: () => SharedSession | null;
  /** Another tab logged out. */
  onLogoutElsewhere: () => void;
  timeoutMs?: number;
  /** For tests: a channel per simulated tab. */
  createChannel?: (name: string) => BroadcastChannel;
}

export interface TabSession {
  /** Asks the other tabs for their session; null when none answered in time (or there is no channel). */
  askOtherTabs: () => Promise<SharedSession | null>;
  /** Tells every other tab that the session ended. */
  announceLogout: () => void;
  close: () => void;
}

const newId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random()}`;

/** The channel of one tab. Without BroadcastChannel (old browsers) every call is a no-op. */
export const createTabSession = (options: TabSessionOptions): TabSession => {
  const create =
    options.createChannel ??
    (typeof BroadcastChannel === 'undefined' ? null : (name: string) => new BroadcastChannel(name));
  if (!create)
    return { askOtherTabs: () => Promise.resolve(null), announceLogout: () => {}, close: () => {} };
  const channel = create(channelName);
  const waiting = new Map<string, (shared: SharedSession) => void>();

  channel.onmessage = (event: MessageEvent<unknown>) => {
    const message = event.data;
    if (!isTabMessage(message)) return;
    if (message.type === 'ask') {
      const shared = options.shareableSession();
      if (shared) channel.postMessage({ type: 'answer', id: message.id, ...shared } satisfies TabMessage);
    } else if (message.type === 'answer') {
      // Answers to another tab's question carry an id this tab did not ask with: ignored.
      waiting.get(message.id)?.({ token: message.token, closedPopups: message.closedPopups });
    } else {
      options.onLogoutElsewhere();
    }
  };

  return {
    askOtherTabs: () =>
      new Promise<SharedSession | null>((resolve) => {
        const id = newId();
        const timer = setTimeout(() => {
          waiting.delete(id);
          resolve(null);
        }, options.timeoutMs ?? tabAnswerTimeoutMs);
        // The first answer wins; several open tabs hold the same session.
        waiting.set(id, (shared) => {
          clearTimeout(timer);
          waiting.delete(id);
          resolve(shared);
        });
        channel.postMessage({ type: 'ask', id } satisfies TabMessage);
      }),
    announceLogout: () => channel.postMessage({ type: 'logout' } satisfies TabMessage),
    close: () => {
      waiting.clear();
      channel.close();
    },
  };
};
