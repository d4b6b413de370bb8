import type { ReactNode } from 'react';
import { useState } from 'react';
import { LazyImage } from './lazy-image';
import { Skeleton } from './skeleton';
import styles from './vendor-card.module.css';

interface VendorCardProps {
  name: string;
  /** Full icon URL; when it fails to load (or is missing) the default icon shows instead. */
  iconSrc: string;
  tag?: string;
  /** Heading level of the name: 3 below a section heading, 2 directly below the page title. */
  headingLevel?: 2 | 3;
  /** Makes the whole card one button (its name), e.g. to open the vendor's games. */
  onSelect?: () => void;
  /** Accessible name of that button when it should say more than the vendor name. */
  selectLabel?: string;
}

const monogram = (name: string): string => {
  const letters = name.replace(/[^\p{L}\p{N} ]/gu, '').trim();
  const words = letters.split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const second = words[1];
  return (second ? (first[0] ?? '') + (second[0] ?? '') : first.slice(0, 2)).toUpperCase() || '★';
};

/** A vendor card: its box is reserved by aspect-ratio so loading images never shift the layout. */
export const VendorCard = ({
  name,
  iconSrc,
  tag,
  headingLevel = 3,
  onSelect,
  selectLabel,
}: VendorCardProps) => {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = !iconSrc || failedSrc === iconSrc;
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {failed ? (
          <div className={styles.fallback} aria-hidden="true">
            <span className={styles.monogram}>{monogram(name)}</span>
          </div>
        ) : (
          <LazyImage
            className={styles.image}
            src={iconSrc}
            alt=""
            width={320}
            height={240}
            onError={() => setFailedSrc(iconSrc)}
          />
        )}
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>
          {onSelect ? (
            <button type="button" className={styles.select} onClick={onSelect} aria-label={selectLabel}>
              {name}
            </button>
          ) : (
            name
          )}
        </Heading>
        {tag ? <span className={styles.tag}>{tag}</span> : null}
      </div>
    </article>
  );
};

export const VendorGrid = ({ children, label }: { children: ReactNode; label?: string }) => (
  <div className={styles.grid} role="list" aria-label={label}>
    {children}
  </div>
);

export const VendorGridItem = ({ children }: { children: ReactNode }) => (
  <div role="listitem">{children}</div>
);

export const VendorGridSkeleton = ({ count }: { count: number }) => (
  <div className={styles.grid} aria-hidden="true">
    {Array.from({ length: count }, (_, index) => (
      <div key={index} className={styles.card}>
        <Skeleton className={styles.skeletonMedia} />
        <div className={styles.skeletonBody}>
          <Skeleton width="60%" height={14} />
        </div>
      </div>
    ))}
  </div>
);
