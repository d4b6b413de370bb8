import { useTranslation } from 'react-i18next';
import { Button } from './button';
import styles from './pager.module.css';

interface PagerProps {
  pageNum: number;
  totalPages: number;
  onChange: (pageNum: number) => void;
  /** Names the list the pager belongs to ("Deposit record pages"). */
  label: string;
}

/** Previous / next paging with "page n of m"; hidden when everything fits on one page. */
export const Pager = ({ pageNum, totalPages, onChange, label }: PagerProps) => {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <Button variant="secondary" size="sm" disabled={pageNum <= 1} onClick={() => onChange(pageNum - 1)}>
        {t('pager_previous')}
      </Button>
      <span aria-live="polite">{t('pager_status', { page: pageNum, total: totalPages })}</span>
      <Button
        variant="secondary"
        size="sm"
        disabled={pageNum >= totalPages}
        onClick={() => onChange(pageNum + 1)}
      >
        {t('pager_next')}
      </Button>
    </nav>
  );
};
