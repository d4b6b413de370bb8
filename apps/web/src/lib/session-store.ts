import { sessionKeys } from '@gp/contract/constants';
import type { MemberInfo } from '@gp/contract/member';
import { create } from 'zustand';
import { session } from './storage';

/** Session values of spec section 3 as they sit in session storage. */
export const readToken = (): string | null => session.get(sessionKeys.token) || null;
export const readIsAgent = (): boolean => session.get(sessionKeys.isAgent) === 'true';

/** The keys that describe the signed-in user (the merchant values stay on a 401). */
const userKeys = [
  sessionKeys.token,
  sessionKeys.nickname,
  sessionKeys.account,
  sessionKeys.username,
  sessionKeys.customerId,
  sessionKeys.isAgent,
  sessionKeys.consolidated,
  sessionKeys.merchantWallet,
  sessionKeys.enableSalary,
  sessionKeys.enableContract,
] as const;

/**
 * Login state of spec section 3: isLogin, isAgent, isTrial, firstTimeLogin, userInfo. A user is logged
 * in once member info has loaded from a token (spec 4.1); holding a token alone is not enough (for
 * example while the forced password change is open).
 */
export interface SessionState {
  token: string | null;
  isLogin: boolean;
  isAgent: boolean;
  isTrial: boolean;
  firstTimeLogin: boolean;
  /** The account that logged in; the password is never kept (docs/decisions.md). */
  userInfo: { userName: string } | null;
  member: MemberInfo | null;
  nickname: string | null;
  /** Member info is loading for a stored token (start-up, or a route that waited for it). */
  restoring: boolean;
  /** Stores a fresh token (login step 2) without logging in yet. */
  setToken: (token: string, userName?: string) => void;
  /** Member info loaded: writes the session values and marks the user logged in. */
  setMember: (member: MemberInfo) => void;
  setFirstTimeLogin: (firstTimeLogin: boolean) => void;
  setRestoring: (restoring: boolean) => void;
  /** Logged out: removes the user's session values and resets the state (401 or logout). */
  clearUser: () => void;
}

const loggedOut = {
  token: null,
  isLogin: false,
  isAgent: false,
  isTrial: false,
  firstTimeLogin: false,
  userInfo: null,
  member: null,
  nickname: null,
  restoring: false,
} as const;

export const useSessionStore = create<SessionState>()((set) => ({
  ...loggedOut,
  token: readToken(),
  nickname: session.get(sessionKeys.nickname),
  setToken: (token, userName) => {
    session.set(sessionKeys.token, token);
    if (userName) session.set(sessionKeys.username, userName);
    set({ token, userInfo: userName ? { userName } : null });
  },
  setMember: (member) => {
    session.set(sessionKeys.nickname, member.nickname);
    session.set(sessionKeys.account, member.account);
    session.set(sessionKeys.customerId, String(member.id));
    session.set(sessionKeys.isAgent, String(member.isAgent));
    if (!session.get(sessionKeys.username)) session.set(sessionKeys.username, member.account);
    set({
      token: readToken(),
      isLogin: true,
      isAgent: member.isAgent,
      isTrial: member.isTrial,
      firstTimeLogin: member.firstTimeLogin,
      userInfo: { userName: member.account },
      member,
      nickname: member.nickname,
      restoring: false,
    });
  },
  setFirstTimeLogin: (firstTimeLogin) => set({ firstTimeLogin }),
  setRestoring: (restoring) => set({ restoring }),
  clearUser: () => {
    for (const key of userKeys) session.remove(key);
    set({ ...loggedOut });
  },
}));
