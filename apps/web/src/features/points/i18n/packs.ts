import type { FeaturePack } from '../../../i18n/i18n';

/**
 * The points mall's strings (issue 20), loaded with /pointMall (app/router.tsx), never with the
 * lobby's first screen. The refusals' texts (points_insufficient and the others) sit in the main
 * packs with every other error code: lib/error-text.ts translates a code wherever it shows.
 */
export const pointsPack: FeaturePack = {
  EN: () => import('./en.json'),
  KO: () => import('./ko.json'),
  JA: () => import('./ja.json'),
  PT: () => import('./pt.json'),
};
