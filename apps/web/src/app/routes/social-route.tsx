import { lazy, Suspense } from 'react';
import { socialPack } from '../../features/auth/social/i18n/packs';
import { withWholePack } from '../../i18n/i18n';
import { loadChunk } from '../../lib/load-chunk';
import { RouteLoader } from '../layouts/route-loader';

/** The page and its strings load together, only when a provider sends the browser back (issue 18). */
const SocialPage = lazy(() =>
  loadChunk(
    withWholePack(
      () => import('../../features/auth/social/social-page').then((m) => ({ default: m.SocialPage })),
      socialPack,
    ),
  ),
);

/** Where a social sign-in's provider sends the browser back (issue 18). */
export const SocialRoute = () => (
  <Suspense fallback={<RouteLoader />}>
    <SocialPage />
  </Suspense>
);
