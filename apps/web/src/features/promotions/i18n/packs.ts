import type { FeaturePack } from '../../../i18n/i18n';

/**
 * The strings of promotions and bonuses (issue 17): their error texts and journal entry types, loaded
 * with the pages that can show them (app/router.tsx), never with the lobby's first screen.
 */
export const rewardsPack: FeaturePack = {
  EN: () => import('./en.json'),
  KO: () => import('./ko.json'),
  JA: () => import('./ja.json'),
  PT: () => import('./pt.json'),
};
