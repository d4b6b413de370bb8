import { constants } from '@gp/contract/constants';
import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';

type Reveal = () => void;

/** One observer for every lazy image on the page, created on first use. */
let observer: IntersectionObserver | undefined;
const waiting = new Map<Element, Reveal>();

const observe = (element: Element, reveal: Reveal): (() => void) => {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        waiting.get(entry.target)?.();
        waiting.delete(entry.target);
        observer?.unobserve(entry.target);
      }
    },
    { threshold: constants.lazyImageThreshold },
  );
  waiting.set(element, reveal);
  observer.observe(element);
  return () => {
    waiting.delete(element);
    observer?.unobserve(element);
  };
};

export type LazyImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'loading'> & { src: string };

/**
 * An image that starts loading once a tenth of it is in view (spec 9: lazy image threshold 0.1).
 * Until then it has no source, only its width and height, so the layout never shifts. Without
 * IntersectionObserver it loads at once.
 */
export const LazyImage = ({ src, ...img }: LazyImageProps) => {
  const ref = useRef<HTMLImageElement>(null);
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return;
    return observe(element, () => setInView(true));
  }, [inView]);
  return <img ref={ref} {...img} src={inView ? src : undefined} decoding="async" />;
};
