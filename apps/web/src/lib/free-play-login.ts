import type { MemberInfo } from '@gp/contract/member';
import { callApi } from './api-client';
import { cookies } from './cookies';
import { useSessionStore } from './session-store';
import { useSiteStore } from './site-store';
import { local, session } from './storage';

/*
 * Free-play login lives here, below the features: the auth feature's "Try for free" button and the
 * games feature's "Free trial" button for guests (start a trial account, then the game) both use it.
 */

/** The visitor's operating system for the free-play call. */
export const detectOs = (userAgent: string = navigator.userAgent): string => {
  if (/android/i.test(userAgent)) return 'Android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'iOS';
  if (/windows/i.test(userAgent)) return 'Windows';
  if (/mac os|macintosh/i.test(userAgent)) return 'MacOS';
  if (/linux/i.test(userAgent)) return 'Linux';
  return 'Other';
};

/** Name of the remembered-password value the free-play login clears (spec 4.2). */
export const storedPasswordKey = 'cpw';

/**
 * Free-play login (spec 4.2, 7.1): the encryption headers of payload-crypto.ts, os and platform W. On
 * success the stored cpw value is cleared and the trial user is logged in.
 */
export const freePlayLogin = async (): Promise<MemberInfo> => {
  const key = useSiteStore.getState().permission?.info.encryption.publicKey;
  if (!key) throw new Error('free play before start-up');
  const { freePlayHeaders } = await import('@gp/contract/payload-crypto');
  const value = await callApi('freePlayLogin', {
    headers: await freePlayHeaders(key),
    body: { os: detectOs(), platform: 'W' },
  });
  cookies.remove(storedPasswordKey);
  local.remove(storedPasswordKey);
  session.remove(storedPasswordKey);
  const store = useSessionStore.getState();
  store.setToken(value.token, value.member.account);
  store.setMember(value.member);
  return value.member;
};
