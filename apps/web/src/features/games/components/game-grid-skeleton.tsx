import { Skeleton } from '../../../components/skeleton';
import styles from './game-grid.module.css';

/** Placeholder cards with the game card's proportions while a list loads. */
export const GameGridSkeleton = ({ count }: { count: number }) => (
  <div className={styles.grid} aria-hidden="true">
    {Array.from({ length: count }, (_, index) => (
      <div key={index} className={styles.skeletonCard}>
        <Skeleton className={styles.skeletonMedia} />
        <div className={styles.skeletonBody}>
          <Skeleton width="45%" height={10} />
          <Skeleton width="80%" height={14} />
          <Skeleton height={30} />
        </div>
      </div>
    ))}
  </div>
);
