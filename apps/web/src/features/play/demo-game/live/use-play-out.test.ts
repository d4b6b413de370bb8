import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePlayOut } from './use-play-out';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('usePlayOut', () => {
  it('tells a round once its picture has played, even when the result is read again meanwhile', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ reveal, onStopped }) => usePlayOut(reveal, 2_000, onStopped), {
      initialProps: { reveal: { roundNo: 7 }, onStopped: first },
    });
    vi.advanceTimersByTime(1_000);
    // The table answered again just after the close: a new copy of the same result, a new callback.
    rerender({ reveal: { roundNo: 7 }, onStopped: second });
    vi.advanceTimersByTime(1_000);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledWith(7);
    rerender({ reveal: { roundNo: 7 }, onStopped: second });
    vi.advanceTimersByTime(5_000);
    expect(second).toHaveBeenCalledTimes(1);
    rerender({ reveal: { roundNo: 8 }, onStopped: second });
    vi.advanceTimersByTime(2_000);
    expect(second).toHaveBeenLastCalledWith(8);
  });
});
