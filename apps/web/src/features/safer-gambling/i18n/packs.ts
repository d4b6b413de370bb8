import type { FeaturePack } from '../../../i18n/i18n';

/**
 * The strings of safer gambling's page (issue 18) and of the refusals only the member centre shows,
 * loaded with /member, never with the lobby's first screen. The reality check's dialog (any page)
 * and the refusals the login and game pages show are in the main pack.
 */
export const saferGamblingPack: FeaturePack = {
  EN: () => import('./en.json'),
  KO: () => import('./ko.json'),
  JA: () => import('./ja.json'),
  PT: () => import('./pt.json'),
};
