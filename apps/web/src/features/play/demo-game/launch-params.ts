import type { LanguagePack } from '@gp/contract/constants';
import { isLanguagePack } from '../../../i18n/i18n';

export interface LaunchParams {
  token: string | null;
  language: LanguagePack;
}

/** The launch URL's query: the one-time launch token and the language (EN when missing or unknown). */
export const readLaunchParams = (search: string = window.location.search): LaunchParams => {
  const params = new URLSearchParams(search);
  const lang = params.get('lang')?.toUpperCase();
  return { token: params.get('token') || null, language: isLanguagePack(lang) ? lang : 'EN' };
};

/** Takes the spent launch token out of the address bar so a reload or a copied link cannot reuse it. */
export const dropTokenFromAddress = (): void => {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('token')) return;
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
};
