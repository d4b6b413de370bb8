/**
 * Draw countdowns. Times come from the server (ISO strings); `offsetMs` (server clock minus this
 * device's clock, measured when the answer arrived) keeps a device with a wrong clock honest.
 */
export type DrawPhase = 'open' | 'closed' | 'drawing';

export interface Countdown {
  phase: DrawPhase;
  /** Whole seconds left until betting closes (open) or until the draw (closed); 0 when drawing. */
  seconds: number;
  /** "mm:ss", or "h:mm:ss" from an hour up. */
  label: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

export const formatSeconds = (total: number): string => {
  const s = Math.max(0, Math.floor(total));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
};

export const countdown = (
  draw: { closeAt: string; drawAt: string },
  deviceNowMs: number,
  offsetMs = 0,
): Countdown => {
  const now = deviceNowMs + offsetMs;
  const close = Date.parse(draw.closeAt);
  const at = Date.parse(draw.drawAt);
  if (now < close) {
    const seconds = Math.ceil((close - now) / 1000);
    return { phase: 'open', seconds, label: formatSeconds(seconds) };
  }
  if (now < at) {
    const seconds = Math.ceil((at - now) / 1000);
    return { phase: 'closed', seconds, label: formatSeconds(seconds) };
  }
  return { phase: 'drawing', seconds: 0, label: formatSeconds(0) };
};

/** Server clock minus device clock from an answer's serverTime and the time it arrived. */
export const clockOffset = (serverTime: string, receivedAtMs: number): number => {
  const server = Date.parse(serverTime);
  return Number.isNaN(server) ? 0 : server - receivedAtMs;
};
