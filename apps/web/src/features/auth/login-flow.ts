import type { MemberInfo } from '@gp/contract/member';
import type { LoginType } from '@gp/contract/session';
import { ApiError, callApi } from '../../lib/api-client';
import { useSessionStore } from '../../lib/session-store';
import { solveChallenge } from './pow/solve-challenge';
import { loadMember, setPendingPasswordChange } from './session-actions';

/** The player site's login, or the agent page's (which refuses non-agents: error_not_agent). */
export type LoginPortal = 'player' | 'agent';

export interface LoginInput {
  username: string;
  password: string;
  portal: LoginPortal;
  type?: LoginType;
  /** SMS login: the dialing code of the mobile number in `username`. */
  countryDialingCode?: string;
  /** Image captcha text and id, once the server asked for it. */
  captcha?: string;
  captchaId?: string;
}

/** Where a successful login goes next (spec 4.2 step 3). */
export type LoginOutcome =
  | { kind: 'changePassword'; userName: string; portal: LoginPortal }
  | { kind: 'afterLogin'; member: MemberInfo }
  | { kind: 'agentHome'; member: MemberInfo };

/** A failed login asks for the image captcha from now on (`value.captcha`, spec 4.2 step 4). */
export const captchaRequested = (error: unknown): boolean =>
  error instanceof ApiError &&
  typeof error.value === 'object' &&
  error.value !== null &&
  (error.value as { captcha?: unknown }).captcha === true;

/**
 * The login flow of spec 4.2 after the form validated: proof of work (for SMS login too: the server
 * requires it so that a six-digit code costs each guess the same work; docs/decisions.md "Guess
 * limits"), the encrypted login call, the token into session storage, the first-login action, then
 * either the forced password change or member info (logged in). Failures throw the ApiError of the call.
 */
export const runLogin = async (input: LoginInput): Promise<LoginOutcome> => {
  const type = input.type ?? 'username';
  const challenge = await solveChallenge(await callApi('captchaChallenge'));
  // SMS login: the code is the password, the number and its dialing code identify the member.
  const body =
    type === 'sms'
      ? {
          type,
          username: input.username,
          countryDialingCode: input.countryDialingCode ?? '',
          password: input.password,
          challenge,
          portal: input.portal,
        }
      : {
          type,
          username: input.username,
          password: input.password,
          challenge,
          portal: input.portal,
          ...(input.captcha ? { captcha: input.captcha, captchaId: input.captchaId } : {}),
        };
  const value = await callApi('login', { body });

  const store = useSessionStore.getState();
  store.setToken(value.token, type === 'sms' ? value.member.account : input.username);
  if (value.firstTimeLogin) await callApi('firstLogin').catch(() => undefined);

  // Default initial password, or an expired one under the password policy (not for SMS login).
  if (value.mustChangePassword && type === 'username') {
    setPendingPasswordChange(true);
    return { kind: 'changePassword', userName: input.username, portal: input.portal };
  }
  setPendingPasswordChange(false);
  const member = await loadMember();
  store.setFirstTimeLogin(value.firstTimeLogin);
  return input.portal === 'agent' ? { kind: 'agentHome', member } : { kind: 'afterLogin', member };
};
