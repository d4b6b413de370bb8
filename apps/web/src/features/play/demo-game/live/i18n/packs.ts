import type { FeaturePack } from '../../../../../i18n/i18n';

/** The live tables' strings (issue 19: the table, roulette, cockfight), loaded with a table. */
export const liveTablePack: FeaturePack = {
  EN: () => import('./en.json'),
  KO: () => import('./ko.json'),
  JA: () => import('./ja.json'),
  PT: () => import('./pt.json'),
};
