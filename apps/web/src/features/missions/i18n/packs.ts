import type { FeaturePack } from '../../../i18n/i18n';

/**
 * The strings of the missions page and its leaderboard (issue 20), loaded with that page only
 * (app/routes/member-route.tsx); the member centre's badge needs none of them.
 */
export const missionsPack: FeaturePack = {
  EN: () => import('./en.json'),
  KO: () => import('./ko.json'),
  JA: () => import('./ja.json'),
  PT: () => import('./pt.json'),
};
