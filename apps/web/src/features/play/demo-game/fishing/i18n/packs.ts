import type { FeaturePack } from '../../../../../i18n/i18n';

/** The fishing game's strings (issue 19), loaded with the game. */
export const fishingPack: FeaturePack = {
  EN: () => import('./en.json'),
  KO: () => import('./ko.json'),
  JA: () => import('./ja.json'),
  PT: () => import('./pt.json'),
};
