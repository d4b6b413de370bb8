import type { FeaturePack } from '../../../../../i18n/i18n';

/** The roulette table's strings (issue 19), loaded with the table. */
export const roulettePack: FeaturePack = {
  EN: () => import('./en.json'),
  KO: () => import('./ko.json'),
  JA: () => import('./ja.json'),
  PT: () => import('./pt.json'),
};
