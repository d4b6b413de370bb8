import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { useSessionStore } from '../../../lib/session-store';
import { gmtOffset } from '../hooks/use-clock';
import { AgentHeader } from './agent-header';

const renderHeader = () =>
  render(
    <>
      <AgentHeader signOut={<button type="button">Log out</button>} />
    </>,
  );

const clock = () => document.querySelector('time')!;

beforeEach(async () => {
  await activateLanguage('EN');
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2030-05-06T07:08:09.000Z'));
  useSessionStore.setState({ nickname: 'Agent Kim' });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllEnvs();
  useSessionStore.setState({ nickname: null });
});

describe('agent header (spec 2.7)', () => {
  it('shows the GMT offset, the clock, the nickname and sign out', () => {
    vi.stubEnv('TZ', 'Asia/Seoul');
    renderHeader();
    expect(screen.getByText('GMT+09:00')).toBeTruthy();
    expect(clock().getAttribute('datetime')).toBe('2030-05-06T07:08:09.000Z');
    expect(clock().textContent).toBe('05/06/2030, 16:08:09');
    expect(screen.getByText('Agent Kim')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('ticks the clock every second', () => {
    vi.stubEnv('TZ', 'UTC');
    renderHeader();
    expect(clock().textContent).toBe('05/06/2030, 07:08:09');
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(clock().textContent).toBe('05/06/2030, 07:08:09');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(clock().textContent).toBe('05/06/2030, 07:08:10');
    expect(clock().getAttribute('datetime')).toBe('2030-05-06T07:08:10.000Z');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(clock().textContent).toBe('05/06/2030, 07:09:10');
  });

  it('stops ticking once unmounted', () => {
    const { unmount } = renderHeader();
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('GMT offset label', () => {
  it.each([
    ['UTC', 'GMT+00:00'],
    ['Asia/Kolkata', 'GMT+05:30'],
    ['America/New_York', 'GMT-04:00'],
    ['America/St_Johns', 'GMT-02:30'],
  ])('%s on 6 May 2030 is %s', (zone, label) => {
    vi.stubEnv('TZ', zone);
    expect(gmtOffset(new Date())).toBe(label);
  });
});
