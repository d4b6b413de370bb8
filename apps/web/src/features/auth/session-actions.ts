import { sessionKeys } from '@gp/contract/constants';
import type { LanguagePack } from '@gp/contract/constants';
import type { MemberInfo } from '@gp/contract/member';
import { callApi } from '../../lib/api-client';
import { markPopupsClosed, readClosedPopups } from '../../lib/closed-popups';
import { storeMerchantValues } from '../../lib/merchant-values';
import { readToken, useSessionStore } from '../../lib/session-store';
import { useSiteStore } from '../../lib/site-store';
import { clearSessionStorage, session } from '../../lib/storage';
import { announceLogout, tabSessionReady } from './tab-session-sync';

/** Loads member info for the stored token; from here on the user is logged in (spec 4.1). */
export const loadMember = async (): Promise<MemberInfo> => {
  const member = await callApi('memberInfo');
  useSessionStore.getState().setMember(member);
  return member;
};

/**
 * Spec 4.1: a token may arrive in the URL query (`?token=`), e.g. from the app; it is stored like a
 * login token and removed from the address bar so it is not bookmarked or shared.
 */
export const adoptUrlToken = (): void => {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  if (!token) return;
  session.set(sessionKeys.token, token);
  useSessionStore.setState({ token });
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
};

let restoring: Promise<void> | null = null;
/** Set while the forced password change is open: that token must not log the user in by itself. */
let pendingPasswordChange = false;
export const setPendingPasswordChange = (pending: boolean): void => {
  pendingPasswordChange = pending;
};

/**
 * Logs in from a stored token once (start-up and route guards await it). A 401 clears the session
 * (api-client); any other failure leaves the token for the next attempt.
 */
export const ensureSession = async (): Promise<void> => {
  // A new tab may receive the session of an open tab first (tab-session-sync.ts).
  await tabSessionReady();
  if (useSessionStore.getState().isLogin || !readToken() || pendingPasswordChange) return;
  restoring ??= (async () => {
    useSessionStore.getState().setRestoring(true);
    try {
      await loadMember();
    } catch {
      // 401 already cleared the session; a network error keeps the token
    } finally {
      useSessionStore.getState().setRestoring(false);
      restoring = null;
    }
  })();
  return restoring;
};

/**
 * Logout (spec 4.1): calls logout, clears all session storage, re-stores the merchant values and marks
 * the user logged out and not agent, then tells the other tabs of this browser, which do the same
 * (tab-session-sync.ts). The caller navigates (home, or /agent for the agent centre).
 */
export const logout = async (): Promise<void> => {
  if (readToken()) await callApi('logout').catch(() => undefined);
  endSessionLocally();
  announceLogout();
};

/**
 * The local half of logout, also run when another tab logged out. The popups closed in this browser
 * session stay closed (spec 4.9 "once per session"; docs/decisions.md).
 */
export const endSessionLocally = (): void => {
  pendingPasswordChange = false;
  const closedPopups = readClosedPopups();
  clearSessionStorage();
  const permission = useSiteStore.getState().permission;
  if (permission) storeMerchantValues(permission.info);
  if (closedPopups.size > 0) markPopupsClosed(closedPopups);
  useSessionStore.getState().clearUser();
};

/** Spec 7.1 language update: a logged-in member's language choice is saved on the server too. */
export const saveLanguage = async (language: LanguagePack): Promise<void> => {
  if (!useSessionStore.getState().isLogin) return;
  await callApi('languageUpdate', { body: { language } }).catch(() => undefined);
};
