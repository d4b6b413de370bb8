import { constants } from '@gp/contract/constants';
import type { GameCard } from '@gp/contract/games';
import { useQuery } from '../../../lib/query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { providerTabs, vassalageTypesQuery, type ProviderSelection } from '../api/vassalage-types';
import { useCatalogueScope } from '../hooks/use-catalogue-scope';
import { GameList } from './game-list';
import chips from './vendor-filter.module.css';
import styles from './provider-games.module.css';

/** Class label: a known translation, else the server's code (classes are operator data). */
const useClassifyLabel = () => {
  const { t } = useTranslation();
  return (code: string) => t(`announce.classify_${code}`, { defaultValue: code });
};

/**
 * The provider popup's body (spec 2.5): the provider's games, with type tabs when it offers more than
 * one game type and class chips when the chosen type has more than one class (GET vassalage types).
 * Until the types arrive (or when the call fails) the list shows the provider's card type, unfiltered.
 */
export const ProviderGames = ({ provider, label }: { provider: GameCard; label: string }) => {
  const { t } = useTranslation();
  const classifyLabel = useClassifyLabel();
  const scope = useCatalogueScope();
  const types = useQuery(vassalageTypesQuery(scope, provider.vassalage));
  const [selection, setSelection] = useState<ProviderSelection>({ gameType: provider.gameType });
  const tabs = providerTabs(types.data, selection.gameType);

  return (
    <div className={styles.body}>
      {tabs.types.length > 0 ? (
        <div className={chips.filter} role="group" aria-label={t('announce.provider_types')}>
          {tabs.types.map((gameType) => (
            <button
              key={gameType}
              type="button"
              className={chips.chip}
              aria-pressed={selection.gameType === gameType}
              onClick={() => setSelection({ gameType })}
            >
              {t(`category_${gameType}`)}
            </button>
          ))}
        </div>
      ) : null}
      {tabs.classifies.length > 0 ? (
        <div className={chips.filter} role="group" aria-label={t('announce.provider_classes')}>
          <button
            type="button"
            className={chips.chip}
            aria-pressed={selection.gameClassify === undefined}
            onClick={() => setSelection({ gameType: selection.gameType })}
          >
            {t('announce.classify_all')}
          </button>
          {tabs.classifies.map((gameClassify) => (
            <button
              key={gameClassify}
              type="button"
              className={chips.chip}
              aria-pressed={selection.gameClassify === gameClassify}
              onClick={() => setSelection({ gameType: selection.gameType, gameClassify })}
            >
              {classifyLabel(gameClassify)}
            </button>
          ))}
        </div>
      ) : null}
      <GameList
        layout="tiles"
        filter={{
          gameType: selection.gameType,
          vassalage: provider.vassalage,
          ...(selection.gameClassify ? { gameClassify: selection.gameClassify } : {}),
          pageSize: constants.gameListPageSize,
        }}
        label={label}
      />
    </div>
  );
};
