import type { FeaturePack } from '../../../i18n/i18n';

/** The strings of the security centre's login history and active sessions (issue 18), loaded with them. */
export const loginActivityPack: FeaturePack = {
  EN: () => import('./en.json'),
  KO: () => import('./ko.json'),
  JA: () => import('./ja.json'),
  PT: () => import('./pt.json'),
};
