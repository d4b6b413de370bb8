import type { LoginValue } from '@gp/contract/session';
import { callApi } from '../../../lib/api-client';
import { deviceToken, finishLogin, type LoginInput, type LoginOutcome } from '../login-flow';
import { solveChallenge } from '../pow/solve-challenge';

/** What the provider's callback put in the page's fragment: a ticket, or an error code. */
export type SocialReturn = { ticket: string } | { error: string } | null;

export const readSocialReturn = (hash: string): SocialReturn => {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const ticket = params.get('ticket');
  if (ticket && /^[A-Za-z0-9_-]{43}$/.test(ticket)) return { ticket };
  const error = params.get('error');
  return error && /^[a-z_]{1,64}$/.test(error) ? { error } : null;
};

/** A login by a linked channel: never a forced password change, the member's own account name. */
export const socialInput: LoginInput = { username: '', password: '', portal: 'player', type: 'social' };

export const finishSocialLogin = (value: LoginValue): Promise<LoginOutcome> =>
  finishLogin(value, socialInput);

/** Links the ticket's identity to an account by its password (login's proof of work and captcha). */
export const linkWithPassword = async (input: {
  ticket: string;
  username: string;
  password: string;
  captcha?: string;
  captchaId?: string;
}): Promise<LoginOutcome> => {
  const challenge = await solveChallenge(await callApi('captchaChallenge'));
  const value = await callApi('socialLink', { body: { ...input, challenge, ...deviceToken() } });
  return finishLogin(value, { username: input.username, password: input.password, portal: 'player' });
};
