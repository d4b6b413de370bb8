import { constants } from '@gp/contract/constants';
import type { SmsCodeValue } from '@gp/contract/verification';
import { useCallback, useEffect, useRef, useState } from 'react';

/** What a press of the send button did. */
export type SendResult = 'sent' | 'skipped' | 'counting' | 'throttled';

const secondsLeft = (endsAt: number): number => Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));

/**
 * The SMS send button's state (spec 4.3, 9): after a code was sent the button is disabled for
 * 60 s x the returned expiredMinutes (default 1) and no code can be sent while counting; presses are
 * throttled to one request per second. `request` resolves null when nothing was sent (the number did
 * not validate); it throws the call's error, which the caller shows.
 */
export const useSmsCountdown = () => {
  const [endsAt, setEndsAt] = useState(0);
  const [remaining, setRemaining] = useState(0);
  const [sending, setSending] = useState(false);
  const lastRequest = useRef(Number.NEGATIVE_INFINITY);
  const busy = useRef(false);

  useEffect(() => {
    if (endsAt === 0) return;
    const tick = () => {
      const left = secondsLeft(endsAt);
      setRemaining(left);
      if (left === 0) setEndsAt(0);
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const send = useCallback(
    async (request: () => Promise<SmsCodeValue | null>): Promise<SendResult> => {
      if (busy.current) return 'throttled';
      if (endsAt !== 0 && secondsLeft(endsAt) > 0) return 'counting';
      const now = Date.now();
      if (now - lastRequest.current < constants.smsRequestThrottleMs) return 'throttled';
      lastRequest.current = now;
      busy.current = true;
      setSending(true);
      try {
        const value = await request();
        if (!value) return 'skipped';
        const minutes = value.expiredMinutes > 0 ? value.expiredMinutes : constants.smsDefaultExpiryMinutes;
        const seconds = constants.smsCountdownSecondsPerExpiryMinute * minutes;
        setRemaining(seconds);
        setEndsAt(Date.now() + seconds * 1000);
        return 'sent';
      } finally {
        busy.current = false;
        setSending(false);
      }
    },
    [endsAt],
  );

  return { remaining, counting: remaining > 0, sending, send };
};
