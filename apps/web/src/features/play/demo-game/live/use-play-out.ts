import { useEffect, useRef } from 'react';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A stage's picture of a round's result plays for `ms` (none with reduced motion), then `onStopped`
 * is told, once per round. The timer outlives re-renders: a new copy of the same result (the table
 * read again just after the close) or a new `onStopped` must not cancel it, or the result would
 * never be told.
 */
export const usePlayOut = (
  reveal: { roundNo: number } | null,
  ms: number,
  onStopped: (roundNo: number) => void,
) => {
  const played = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopped = useRef(onStopped);
  useEffect(() => {
    stopped.current = onStopped;
  }, [onStopped]);
  const roundNo = reveal?.roundNo ?? null;
  useEffect(() => {
    if (roundNo === null || roundNo === played.current) return;
    played.current = roundNo;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => stopped.current(roundNo), prefersReducedMotion() ? 0 : ms);
  }, [roundNo, ms]);
  useEffect(() => () => clearTimeout(timer.current), []);
};
