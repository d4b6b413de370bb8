/**
 * The one source of "now" for services that expire things (sessions, captchas, challenges, rate-limit
 * windows). buildApp takes it from its deps so tests move time forward instead of sleeping.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** A clock tests can move: `clock.advance(ms)`. */
export const createManualClock = (start: Date = new Date()) => {
  let current = start.getTime();
  const clock = (() => new Date(current)) as Clock & {
    advance: (ms: number) => void;
    set: (d: Date) => void;
  };
  clock.advance = (ms) => {
    current += ms;
  };
  clock.set = (d) => {
    current = d.getTime();
  };
  return clock;
};
