import type { MemberInfo } from '@gp/contract/member';
import type { LoginChallengeValue, LoginType, LoginValue } from '@gp/contract/session';
import { ApiError, callApi } from '../../lib/api-client';
import { useSessionStore } from '../../lib/session-store';
import { local } from '../../lib/storage';
import { solveChallenge } from './pow/solve-challenge';
import { loadMember, setPendingPasswordChange } from './session-actions';

/** The player site's login, or the agent page's (which refuses non-agents: error_not_agent). */
export type LoginPortal = 'player' | 'agent';

export interface LoginInput {
  username: string;
  password: string;
  portal: LoginPortal;
  /** 'social': a linked social channel (issue 18); finished by finishLogin only. */
  type?: LoginType | 'social';
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
 * The browser a member trusted at the second factor (spec 4.2 step 5): one token per browser, sent
 * with every login; the server honours it only for the member it was given to (docs/decisions.md).
 */
export const trustedDeviceKey = 'trustedDevice';
export const rememberTrustedDevice = (token: string | undefined) => {
  if (token) local.set(trustedDeviceKey, token);
};

/** A login answered `login_2fa` (spec 4.2 step 5): the challenge to show, or null. */
export const secondFactorAsked = (error: unknown): LoginChallengeValue | null =>
  error instanceof ApiError &&
  error.code === 'login_2fa' &&
  typeof error.value === 'object' &&
  error.value !== null
    ? (error.value as LoginChallengeValue)
    : null;

/**
 * The login flow of spec 4.2 after the form validated: proof of work (for SMS login too: the server
 * requires it so that a six-digit code costs each guess the same work; docs/decisions.md "Guess
 * limits"), the encrypted login call, the token into session storage, the first-login action, then
 * either the forced password change or member info (logged in). Failures throw the ApiError of the call.
 */
export const runLogin = async (input: LoginInput): Promise<LoginOutcome> => {
  const type = input.type === 'sms' ? 'sms' : 'username';
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
          ...deviceToken(),
        }
      : {
          type,
          username: input.username,
          password: input.password,
          challenge,
          portal: input.portal,
          ...(input.captcha ? { captcha: input.captcha, captchaId: input.captchaId } : {}),
          ...deviceToken(),
        };
  return finishLogin(await callApi('login', { body }), input);
};

/** The trusted browser's token for a login's body, when this browser has one. */
export const deviceToken = () => {
  const token = local.get(trustedDeviceKey);
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? { deviceToken: token } : {};
};

/**
 * Steps 2-3 once the server opened the session, by the password or after the second factor: the
 * token into session storage, the first-login action, then the forced password change or member info.
 */
export const finishLogin = async (value: LoginValue, input: LoginInput): Promise<LoginOutcome> => {
  const type = input.type ?? 'username';
  const store = useSessionStore.getState();
  store.setToken(value.token, type === 'username' ? input.username : value.member.account);
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
