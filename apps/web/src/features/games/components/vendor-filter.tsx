import type { GameCard } from '@gp/contract/games';
import { useTranslation } from '../../../i18n/use-translation';
import { vendorDisplayName } from '../../../lib/vendor-name';
import styles from './vendor-filter.module.css';

interface VendorFilterProps {
  vendors: readonly GameCard[];
  /** The chosen vendor's vassalage; undefined = all vendors of the category. */
  selected: string | undefined;
  onSelect: (vassalage: string | undefined) => void;
  /** Offer "All" (not for categories the client derives, whose "all" would be another category). */
  withAll: boolean;
  label: string;
}

/** Vendor chips above a game list: choose one vendor's games, or all. */
export const VendorFilter = ({ vendors, selected, onSelect, withAll, label }: VendorFilterProps) => {
  const { t } = useTranslation();
  return (
    <div className={styles.filter} role="group" aria-label={label}>
      {withAll ? (
        <button
          type="button"
          className={styles.chip}
          aria-pressed={selected === undefined}
          onClick={() => onSelect(undefined)}
        >
          {t('lobby.all_vendors')}
        </button>
      ) : null}
      {vendors.map((vendor) => (
        <button
          key={vendor.nodeId}
          type="button"
          className={styles.chip}
          aria-pressed={selected === vendor.vassalage}
          onClick={() => onSelect(vendor.vassalage)}
        >
          {vendorDisplayName(t, vendor)}
        </button>
      ))}
    </div>
  );
};
