import { Suspense } from 'react';
import { lazyChunk } from '../../../lib/load-chunk';
import { useGameUi } from '../game-ui-store';

/** The dialogs and the dialog component load when the first one opens (issue 15: none is on the first screen). */
const GameDialogs = lazyChunk(() => import('./game-dialogs').then((m) => ({ default: m.GameDialogs })));

/** Mounted by the shell on every page: the provider popup and the failed-launch notice, when one is open. */
export const GameDialogsHost = () => {
  const open = useGameUi((state) => state.provider !== null || state.launchError !== null);
  return open ? (
    <Suspense fallback={null}>
      <GameDialogs />
    </Suspense>
  ) : null;
};
