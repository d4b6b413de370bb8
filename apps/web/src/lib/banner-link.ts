import type { Banner } from '@gp/contract/announcements';
import { isGameType } from '@gp/contract/game-types';
import { categoryPath } from './game-categories';

/** Where a banner click goes (spec 2.3 linkageType): a route, an external page, a game category. */
export type BannerTarget = { kind: 'route'; to: string } | { kind: 'external'; href: string } | null;

export const bannerTarget = (banner: Pick<Banner, 'linkageType' | 'linkage'>): BannerTarget => {
  const linkage = banner.linkage.trim();
  switch (banner.linkageType) {
    case 'ROUTE':
      // Only paths of this site; "//host" would leave it.
      return linkage.startsWith('/') && !linkage.startsWith('//') ? { kind: 'route', to: linkage } : null;
    case 'URL':
      return /^https?:\/\//i.test(linkage) ? { kind: 'external', href: linkage } : null;
    case 'GAME_TYPE': {
      if (!isGameType(linkage)) return null;
      return { kind: 'route', to: categoryPath(linkage) ?? `/?type=${linkage}` };
    }
    default:
      return null;
  }
};
