import type { ImgHTMLAttributes } from 'react';
import { useInView } from '../lib/use-in-view';

export type LazyImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'loading'> & { src: string };

/**
 * An image that starts loading once a tenth of it is in view (spec 9: lazy image threshold 0.1).
 * Until then it has no source, only its width and height, so the layout never shifts. Without
 * IntersectionObserver it loads at once.
 */
export const LazyImage = ({ src, ...img }: LazyImageProps) => {
  const [ref, inView] = useInView<HTMLImageElement>();
  return <img ref={ref} {...img} src={inView ? src : undefined} decoding="async" />;
};
