import type { FeaturePack } from '../../../../i18n/i18n';

/**
 * The strings of raffles (issue 20): the reward centre's raffle section and the latest winners on
 * /promotions load them with themselves (components/raffle-parts.ts).
 */
export const rafflePack: FeaturePack = {
  EN: () => import('./en.json'),
  KO: () => import('./ko.json'),
  JA: () => import('./ja.json'),
  PT: () => import('./pt.json'),
};
