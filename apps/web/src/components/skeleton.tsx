import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

interface SkeletonProps {
  className?: string;
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
}

/** A shimmering placeholder; hidden from assistive technology (the surrounding region says it is busy). */
export const Skeleton = ({ className, width, height }: SkeletonProps) => (
  <span
    aria-hidden="true"
    className={[styles.skeleton, className].filter(Boolean).join(' ')}
    style={{ width, height }}
  />
);
