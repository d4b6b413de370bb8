import { constants } from '@gp/contract/constants';
import { cookies } from '../../lib/cookies';

/**
 * Remember-me (spec 2.5, 9): a 1-day cookie with the username only. The password is left to the
 * browser's password manager (autocomplete="current-password"); a script-readable cookie would hand it
 * to any injected script and send it with every request (docs/decisions.md).
 */
export const rememberCookie = 'rememberUser';

export const rememberedUsername = (): string | null => cookies.get(rememberCookie);

export const rememberUsername = (username: string | null): void => {
  if (username) cookies.set(rememberCookie, username, constants.rememberMeCookieDays);
  else cookies.remove(rememberCookie);
};
