import type { FeaturePack } from '../../../i18n/i18n';

/** The strings of the login's second factor and the authenticator card (issue 18), loaded with them. */
export const secondFactorPack: FeaturePack = {
  EN: () => import('./en.json'),
  KO: () => import('./ko.json'),
  JA: () => import('./ja.json'),
  PT: () => import('./pt.json'),
};
