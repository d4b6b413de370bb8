import { Suspense } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { useGameUi } from '../game-ui-store';
import { GameGridSkeleton } from './game-grid-skeleton';
import { lazyChunk } from '../../../lib/load-chunk';
import { vendorDisplayName } from '../../../lib/vendor-name';

/**
 * The popup's game list (list, tiles, cards, start action, type tabs) loads on first open: the shell
 * mounts this host on every page, and none of it is needed before a player opens a provider.
 */
const ProviderGames = lazyChunk(() => import('./provider-games').then((m) => ({ default: m.ProviderGames })));

/** The provider popup (spec 2.5 game popup: a provider's game list) and the failed-launch notice. */
export const GameDialogs = () => {
  const { t } = useTranslation();
  const provider = useGameUi((state) => state.provider);
  const closeProvider = useGameUi((state) => state.closeProvider);
  const launchError = useGameUi((state) => state.launchError);
  const setLaunchError = useGameUi((state) => state.setLaunchError);
  const providerName = provider ? vendorDisplayName(t, provider) : '';

  return (
    <>
      {provider ? (
        <Modal title={providerName} icon="slots" size="lg" onClose={closeProvider}>
          <Suspense
            fallback={
              <div aria-busy="true">
                <GameGridSkeleton count={12} />
              </div>
            }
          >
            <ProviderGames
              key={provider.nodeId}
              provider={provider}
              label={t('lobby.vendor_games', { vendor: providerName })}
            />
          </Suspense>
        </Modal>
      ) : null}
      {launchError ? (
        <Modal
          role="alertdialog"
          title={t('lobby.launch_failed')}
          description={t([launchError, 'system_error'])}
          icon="warning"
          onClose={() => setLaunchError(null)}
          actions={<Button onClick={() => setLaunchError(null)}>{t('close')}</Button>}
        />
      ) : null}
    </>
  );
};
