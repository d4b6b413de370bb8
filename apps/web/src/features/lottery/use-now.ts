import { useEffect, useState } from 'react';

/** The device clock, re-read every `everyMs` (countdowns). */
export const useNow = (everyMs = 1000): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
};
