import type { WebRoute } from '@gp/contract/web-routes';
import { redirect } from '../lib/router';
import { ensureSession } from '../features/auth/session-actions';
import { tabSessionReady } from '../features/auth/tab-session-sync';
import { readToken, useSessionStore } from '../lib/session-store';
import { useUiStore } from '../lib/ui-store';

/** Pages a trial user may not open (spec 6: member centre and member-only lists). */
const memberOnlyPages = new Set(['member', 'accountGameList', 'pointMall']);

/**
 * Spec 2.1 and 6: a route that requires authentication, without a session token, redirects to /login;
 * the agent centre needs a logged-in agent (member info isAgent), else /agent; a trial user opening a
 * member-only page gets the real-account dialog on the home page. Other routes pass.
 */
export const guardRedirect = async (route: Pick<WebRoute, 'access' | 'page'>): Promise<string | null> => {
  if (route.access === 'public') return null;
  // A new tab may be handed the session of an open tab (features/auth/tab-session-sync.ts).
  await tabSessionReady();
  if (!readToken()) return route.access === 'agent' ? '/agent' : '/login';
  await ensureSession();
  const state = useSessionStore.getState();
  if (route.access === 'agent') return state.isLogin && state.isAgent ? null : '/agent';
  // The stored token was refused (401 cleared it).
  if (!readToken()) return '/login';
  if (state.isTrial && memberOnlyPages.has(route.page)) {
    useUiStore.getState().setRealAccountPrompt(true);
    return '/';
  }
  return null;
};

/** A route loader that applies the guard before the route's module loads. */
export const guardLoader = (route: WebRoute) => async () => {
  const to = await guardRedirect(route);
  if (to) throw redirect(to);
  return null;
};
