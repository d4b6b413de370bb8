import type { WebAccess } from '@gp/contract/web-routes';
import { redirect } from 'react-router';
import { readIsAgent, readToken } from '../lib/session-store';

/**
 * Spec 2.1: a route that requires authentication, without a session token, redirects to /login; a
 * non-agent reaching the agent centre is sent back to /agent; other routes pass.
 */
export const guardRedirect = (access: WebAccess): string | null => {
  if (access === 'auth' && !readToken()) return '/login';
  if (access === 'agent' && (!readToken() || !readIsAgent())) return '/agent';
  return null;
};

/** A route loader that applies the guard before the route's module loads. */
export const guardLoader = (access: WebAccess) => () => {
  const to = guardRedirect(access);
  if (to) throw redirect(to);
  return null;
};
