import type { GameCard } from '@gp/contract/games';
import type { GameType } from '@gp/contract/site';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { searchableText } from '../hooks/use-game-search';
import { CategorySearchField, CategorySearchResults } from '../search/category-search';
import { GameList } from './game-list';
import styles from './catalogue-panel.module.css';
import { VendorFilter } from './vendor-filter';

/** Categories the client derives from others (spec 2.3); their "all" would list the parent category. */
const derived: ReadonlySet<GameType> = new Set(['ESPORTS', 'COCKFIGHT', 'MXWIN']);

interface CataloguePanelProps {
  category: GameType;
  vendors: readonly GameCard[];
  vassalage: string | undefined;
  onVassalage: (vassalage: string | undefined) => void;
  /** Spec 9: 12 on HOME, 24 elsewhere. */
  pageSize: number;
}

/** A category's games with vendor chips: all of the category, or one vendor's (load-more paging). */
export const CataloguePanel = ({
  category,
  vendors,
  vassalage,
  onVassalage,
  pageSize,
}: CataloguePanelProps) => {
  const { t } = useTranslation();
  const withAll = !derived.has(category);
  const chosen = vassalage ?? (withAll ? undefined : vendors[0]?.vassalage);
  const title = t(`category_${category}`);
  const vendorName = vendors.find((vendor) => vendor.vassalage === chosen)?.displayName;
  // Typed text narrows this category (and the chosen vendor) to the games matching it (issue 14).
  const [text, setText] = useState('');
  const filter = { gameType: category, ...(chosen ? { vassalage: chosen } : {}) };
  return (
    <div className={styles.panel}>
      <CategorySearchField
        value={text}
        onChange={setText}
        label={t('search.in_category', { category: vendorName ?? title })}
      />
      {vendors.length > 1 || !withAll ? (
        <VendorFilter
          vendors={vendors}
          selected={chosen}
          onSelect={onVassalage}
          withAll={withAll}
          label={t('lobby.vendor_filter', { category: title })}
        />
      ) : null}
      {searchableText(text) !== '' ? (
        <CategorySearchResults text={text} filter={filter} pageSize={pageSize} />
      ) : (
        <GameList
          key={`${category}-${chosen ?? ''}`}
          filter={{ ...filter, pageSize }}
          label={vendorName ? t('lobby.vendor_games', { vendor: vendorName }) : title}
        />
      )}
    </div>
  );
};
