import type { FeaturePack } from '../../../../../i18n/i18n';

/** The sportsbook's strings (issue 19), loaded with its page. */
export const sportsbookPack: FeaturePack = {
  EN: () => import('./en.json'),
  KO: () => import('./ko.json'),
  JA: () => import('./ja.json'),
  PT: () => import('./pt.json'),
};
