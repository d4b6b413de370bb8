import type { FeaturePack } from '../../../i18n/i18n';

/** The strings of my account's personal details, contacts and payment password reset (issue 18). */
export const accountPack: FeaturePack = {
  EN: () => import('./en.json'),
  KO: () => import('./ko.json'),
  JA: () => import('./ja.json'),
  PT: () => import('./pt.json'),
};
