import { QueryClient, QueryClientProvider } from './query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSession } from '../test/render';
import { loginAs } from '../test/stubs';
import { useRealtime } from './use-realtime';

const realtime = vi.hoisted(() => ({ stop: vi.fn(), start: vi.fn() }));
vi.mock('./realtime', () => ({ startRealtime: realtime.start }));

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

beforeEach(() => {
  resetSession();
  realtime.start.mockReset().mockReturnValue(realtime.stop);
  realtime.stop.mockReset();
});
afterEach(() => {
  cleanup();
  resetSession();
});

describe('useRealtime', () => {
  it('never loads the socket client for a guest', async () => {
    renderHook(useRealtime, { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(realtime.start).not.toHaveBeenCalled();
  });

  it('starts the socket client at the first login, once, and stops it when the app unmounts', async () => {
    const { unmount } = renderHook(useRealtime, { wrapper });
    loginAs();
    await waitFor(() => expect(realtime.start).toHaveBeenCalledTimes(1));
    resetSession();
    loginAs();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(realtime.start).toHaveBeenCalledTimes(1);
    unmount();
    expect(realtime.stop).toHaveBeenCalledTimes(1);
  });

  it('starts at once when the session is already logged in', async () => {
    loginAs();
    renderHook(useRealtime, { wrapper });
    await waitFor(() => expect(realtime.start).toHaveBeenCalledTimes(1));
  });
});
