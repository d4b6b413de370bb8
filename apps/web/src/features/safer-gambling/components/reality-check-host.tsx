import { lazy, Suspense } from 'react';
import { withWholePack } from '../../../i18n/i18n';
import { loadChunk } from '../../../lib/load-chunk';
import { saferGamblingPack } from '../i18n/packs';
import { useQuery } from '../../../lib/query';
import { playSessionQuery } from '../api/safer-gambling-queries';

// The dialog comes with the whole language pack and safer gambling's strings.
const RealityCheck = lazy(() =>
  loadChunk(
    withWholePack(
      () => import('./reality-check-dialog').then((m) => ({ default: m.RealityCheck })),
      saferGamblingPack,
    ),
  ),
);

/**
 * Reads the session's reality-check interval and loads the reminder (its timer, dialog and strings)
 * only for members who chose one: most never pay for it.
 */
export const RealityCheckHost = () => {
  const session = useQuery(playSessionQuery());
  if (!session.data?.realityCheckMinutes) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheck />
    </Suspense>
  );
};
