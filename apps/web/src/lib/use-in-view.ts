import { constants } from '@gp/contract/constants';
import { useEffect, useRef, useState, type RefObject } from 'react';

type Reveal = () => void;

/** One observer for every watched element on the page, created on first use. */
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

/**
 * True once a tenth of the element has been in view (spec 9: lazy image threshold 0.1), and from then
 * on. Without IntersectionObserver it is true at once.
 */
export const useInView = <T extends Element>(): [RefObject<T | null>, boolean] => {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return;
    return observe(element, () => setInView(true));
  }, [inView]);
  return [ref, inView];
};
