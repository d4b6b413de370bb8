import { useTranslation } from '../i18n/use-translation';
import { pageWindow } from '../lib/page-window';
import { Button } from './button';
import { Icon } from './icons';
import styles from './pager.module.css';

interface PagerProps {
  pageNum: number;
  totalPages: number;
  onChange: (pageNum: number) => void;
  /** Names the list the pager belongs to ("Deposit record pages"). */
  label: string;
  /**
   * Numbered pages (spec 9 for announcements and notices: page range 5, 1 margin page): `range` pages
   * around the current one and `margin` at each end. Without it: previous / next and "page n of m".
   */
  numbered?: { range: number; margin: number };
}

/** Previous / next paging, with page numbers when asked; hidden when everything fits on one page. */
export const Pager = ({ pageNum, totalPages, onChange, label, numbered }: PagerProps) => {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const status = t('pager_status', { page: pageNum, total: totalPages });

  if (numbered) {
    return (
      <nav className={`${styles.pager} ${styles.numbered}`} aria-label={label}>
        <Button
          variant="icon"
          className={styles.step}
          aria-label={t('pager_previous')}
          disabled={pageNum <= 1}
          onClick={() => onChange(pageNum - 1)}
        >
          <Icon name="chevronLeft" size={18} />
        </Button>
        <ul className={styles.pages}>
          {pageWindow(pageNum, totalPages, numbered.range, numbered.margin).map((item) =>
            item.kind === 'gap' ? (
              <li key={`gap-${item.before}`} className={styles.gap} aria-hidden="true">
                …
              </li>
            ) : (
              <li key={item.page}>
                <button
                  type="button"
                  className={styles.page}
                  aria-label={t('pager_page', { page: item.page })}
                  aria-current={item.page === pageNum ? 'page' : undefined}
                  onClick={() => (item.page === pageNum ? undefined : onChange(item.page))}
                >
                  {item.page}
                </button>
              </li>
            ),
          )}
        </ul>
        <Button
          variant="icon"
          className={styles.step}
          aria-label={t('pager_next')}
          disabled={pageNum >= totalPages}
          onClick={() => onChange(pageNum + 1)}
        >
          <Icon name="chevronRight" size={18} />
        </Button>
        <span className="visually-hidden" aria-live="polite">
          {status}
        </span>
      </nav>
    );
  }

  return (
    <nav className={styles.pager} aria-label={label}>
      <Button variant="secondary" size="sm" disabled={pageNum <= 1} onClick={() => onChange(pageNum - 1)}>
        {t('pager_previous')}
      </Button>
      <span aria-live="polite">{status}</span>
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
