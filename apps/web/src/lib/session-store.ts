import { sessionKeys } from '@gp/contract/constants';
import { create } from 'zustand';
import { session } from './storage';

/** Session flags read from session storage (spec section 3); later issues fill them at login. */
export const readToken = (): string | null => session.get(sessionKeys.token) || null;
export const readIsAgent = (): boolean => session.get(sessionKeys.isAgent) === 'true';

interface SessionState {
  token: string | null;
  isAgent: boolean;
  nickname: string | null;
  /** Re-reads session storage, e.g. after login or logout wrote to it. */
  refresh: () => void;
  signOut: () => void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  token: readToken(),
  isAgent: readIsAgent(),
  nickname: session.get(sessionKeys.nickname),
  refresh: () =>
    set({ token: readToken(), isAgent: readIsAgent(), nickname: session.get(sessionKeys.nickname) }),
  signOut: () => {
    for (const key of [
      sessionKeys.token,
      sessionKeys.nickname,
      sessionKeys.account,
      sessionKeys.username,
      sessionKeys.customerId,
      sessionKeys.isAgent,
    ]) {
      session.remove(key);
    }
    set({ token: null, isAgent: false, nickname: null });
  },
}));
