import { withWholePack } from '../../i18n/i18n';
import { pointsPack } from './i18n/packs';

/**
 * The /pointMall route module: the page and its strings load together, and the pack's loaders stay
 * out of the lobby's entry chunk (issue 15's byte budget; the router imports only this module).
 */
export const loadPointMall = withWholePack(
  () => import('./pages/point-mall-page').then((m) => ({ Component: m.PointMallPage })),
  pointsPack,
);
