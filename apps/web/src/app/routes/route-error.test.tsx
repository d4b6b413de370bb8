import { sessionKeys } from '@gp/contract/constants';
import { screen } from '@testing-library/react';
import { createMemoryRouter } from '../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from '../../lib/load-chunk';
import { reloadPage } from '../../lib/page-reload';
import { renderWithProviders, setupWebTests } from '../../test/render';
import { RouteError } from './route-error';

vi.mock('../../lib/page-reload', () => ({ reloadPage: vi.fn() }));

setupWebTests();

/** A router whose only page fails to load with `error`. */
const failingRoute = (error: Error) =>
  createMemoryRouter([
    {
      path: '/',
      errorElement: <RouteError />,
      lazy: () => Promise.reject(error),
    },
  ]);

const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

beforeEach(() => {
  window.sessionStorage.clear();
  vi.mocked(reloadPage).mockClear();
  setOnline(true);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('RouteError', () => {
  it('reloads once without a message when a chunk fails (spec 8)', async () => {
    renderWithProviders(failingRoute(new ChunkLoadError(false)));
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('heading')).toBeNull();
    expect(Number(window.sessionStorage.getItem(sessionKeys.chunkReloadAt))).toBeGreaterThan(0);
  });

  it('shows the network message with a retry when it reloaded a moment ago', async () => {
    window.sessionStorage.setItem(sessionKeys.chunkReloadAt, String(Date.now() - 5_000));
    renderWithProviders(failingRoute(new ChunkLoadError(false)));
    expect(
      await screen.findByRole('heading', { name: 'Network connection is abnormal. Please try again.' }),
    ).toBeTruthy();
    expect(reloadPage).not.toHaveBeenCalled();
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('names the slow network after a time-out, and never reloads while offline', async () => {
    setOnline(false);
    renderWithProviders(failingRoute(new ChunkLoadError(true)));
    expect(
      await screen.findByRole('heading', {
        name: 'The page took too long to load. Please check your network.',
      }),
    ).toBeTruthy();
    expect(reloadPage).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(sessionKeys.chunkReloadAt)).toBeNull();
  });

  it('answers other failures with the system error, not a reload', async () => {
    renderWithProviders(failingRoute(new Error('render failed')));
    expect(
      await screen.findByRole('heading', { name: 'System error. Please try again later.' }),
    ).toBeTruthy();
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
