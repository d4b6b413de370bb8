import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Link } from '../lib/router';
import { Icon, type IconName } from './icons';
import { PageFrame } from './page-frame';
import styles from './centre-layout.module.css';

export interface CentreMenuEntry {
  key: string;
  to: string;
  label: string;
  icon: IconName;
  /** A count shown beside the label (0 shows muted); none when undefined. */
  badge?: number;
}

/**
 * A back-office centre (the member centre of spec 2.6, the agent centre of 2.7): a page menu beside
 * the current page on wide screens, a sideways-scrolling strip above it on narrow ones.
 */
export const CentreLayout = ({
  menuLabel,
  entries,
  current,
  title,
  eyebrow,
  children,
}: {
  menuLabel: string;
  entries: readonly CentreMenuEntry[];
  /** The key of the entry whose page is shown. */
  current: string;
  title: string;
  eyebrow: string;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  const menuRef = useRef<HTMLElement>(null);
  // Narrow screens scroll the menu sideways: keep the current entry in view.
  useEffect(() => {
    const entry = menuRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    entry?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  return (
    <div className={styles.centre}>
      <nav ref={menuRef} className={styles.menu} aria-label={menuLabel}>
        <ul>
          {entries.map((entry) => (
            <li key={entry.key}>
              <Link
                to={entry.to}
                className={styles.entry}
                aria-current={entry.key === current ? 'page' : undefined}
              >
                <Icon name={entry.icon} size={18} />
                <span className={styles.entryLabel}>{entry.label}</span>
                {entry.badge !== undefined ? (
                  <span
                    className={styles.badge}
                    data-empty={entry.badge === 0 ? '' : undefined}
                    aria-label={t('member_badge', { count: entry.badge })}
                  >
                    {entry.badge > 99 ? '99+' : entry.badge}
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.page}>
        <PageFrame title={title} eyebrow={eyebrow}>
          {children}
        </PageFrame>
      </div>
    </div>
  );
};
