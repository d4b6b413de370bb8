import { describe, expect, it, vi } from 'vitest';
import { createThrottle } from './throttle';

describe('createThrottle', () => {
  it('runs the first call and drops calls within the window, with no trailing call', () => {
    let clock = 10_000;
    const throttle = createThrottle(1000, () => clock);
    const action = vi.fn();
    expect(throttle(action)).toBe(true);
    clock += 999;
    expect(throttle(action)).toBe(false);
    expect(action).toHaveBeenCalledTimes(1);
    clock += 1;
    expect(throttle(action)).toBe(true);
    expect(action).toHaveBeenCalledTimes(2);
  });
});
