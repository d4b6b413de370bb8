import type { Notice } from '@gp/contract/announcements';
import type { CSSProperties } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Icon } from '../../../components/icons';
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion';
import styles from './notice-marquee.module.css';

/** Seconds one pass takes: long notices scroll at the same reading speed as short ones. */
const passSeconds = (notices: readonly Notice[]) =>
  Math.max(20, Math.round(notices.reduce((sum, notice) => sum + notice.title.length, 0) * 0.28));

/**
 * The notice marquee (spec 2.3): the notice titles scroll right to left, pausing under the pointer or
 * keyboard focus. With reduced motion the titles sit still and wrap instead of scrolling.
 */
export const NoticeMarquee = ({ notices }: { notices: readonly Notice[] }) => {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  if (notices.length === 0) return null;
  const items = (hidden: boolean) => (
    <ul className={styles.track} aria-hidden={hidden || undefined}>
      {notices.map((notice) => (
        <li key={notice.id} className={styles.item}>
          {notice.title}
        </li>
      ))}
    </ul>
  );
  return (
    <section className={styles.marquee} aria-label={t('lobby.notices')}>
      <span className={styles.icon} aria-hidden="true">
        <Icon name="bell" size={18} />
      </span>
      {reducedMotion ? (
        <div className={styles.still}>{items(false)}</div>
      ) : (
        <div className={styles.window} tabIndex={0}>
          <div
            className={styles.moving}
            style={{ '--marquee-seconds': `${passSeconds(notices)}s` } as CSSProperties}
          >
            {items(false)}
            {items(true)}
          </div>
        </div>
      )}
    </section>
  );
};
