import type { FeaturePack } from '../../../../i18n/i18n';

/** The strings of the social sign-in page and the security centre's linked channels (issue 18). */
export const socialPack: FeaturePack = {
  EN: () => import('./en.json'),
  KO: () => import('./ko.json'),
  JA: () => import('./ja.json'),
  PT: () => import('./pt.json'),
};
