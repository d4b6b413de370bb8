import type { FeaturePack } from '../../../i18n/i18n';

/**
 * The strings of invite friends (issue 20), loaded with its member-centre page
 * (app/routes/member-route.tsx), never with the lobby or the other member pages.
 */
export const referralPack: FeaturePack = {
  EN: () => import('./en.json'),
  KO: () => import('./ko.json'),
  JA: () => import('./ja.json'),
  PT: () => import('./pt.json'),
};
