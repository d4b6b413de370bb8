import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, Providers } from '../../../app/providers';
import { useSiteStore } from '../../../lib/site-store';
import { jsonResponse, permissionFixture } from '../../../test/fixtures';
import { setupWebTests } from '../../../test/render';
import { gameFixture } from '../test/game-fixtures';
import { searchDebounceMs, useGameSearch } from './use-game-search';

const env = setupWebTests();

interface SearchCall {
  q: string;
  signal: AbortSignal | undefined;
  answer: (names: string[]) => void;
}

/** A search server whose answers the test releases one by one; every call keeps its abort signal. */
const searchServer = () => {
  const calls: SearchCall[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    if (url.pathname !== '/wps/game/search') return Promise.resolve(jsonResponse({ success: false }, 404));
    return new Promise<Response>((resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      calls.push({
        q: url.searchParams.get('q') ?? '',
        signal: init?.signal ?? undefined,
        answer: (names) =>
          resolve(
            jsonResponse({
              success: true,
              value: {
                games: names.map((name, i) => gameFixture({ nodeId: `${name}-${i}`, gameName: name })),
                totalPages: names.length > 0 ? 1 : 0,
                total: names.length,
              },
            }),
          ),
      });
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
};

const render = (text: string) => {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Providers client={client}>{children}</Providers>
  );
  return renderHook(({ value }) => useGameSearch(value, {}, 8), { wrapper, initialProps: { value: text } });
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(() => {
  useSiteStore.getState().setPermission(permissionFixture(env.keys.publicKey), '/cdn/img1', '/cdn/launch1');
});

describe('useGameSearch', () => {
  it('sends one request for a burst of keystrokes, with the text as typed last', async () => {
    const server = searchServer();
    const view = render('');
    for (const value of ['d', 'dr', 'dra', 'drag', 'drago']) {
      view.rerender({ value });
      await pause(searchDebounceMs / 5);
    }
    expect(view.result.current.pending).toBe(true);
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0]!.q).toBe('drago');
    server.calls[0]!.answer(['Golden Dragon']);
    await waitFor(() => expect(view.result.current.settled).toBe(true));
    expect(view.result.current.games.map((g) => g.gameName)).toEqual(['Golden Dragon']);
    expect(view.result.current.total).toBe(1);
    await pause(searchDebounceMs * 2);
    expect(server.calls).toHaveLength(1);
  });

  it('aborts the request of text that changed before its answer, and shows only the newer answer', async () => {
    const server = searchServer();
    const view = render('dragon');
    await waitFor(() => expect(server.calls).toHaveLength(1));
    view.rerender({ value: 'tiger' });
    await waitFor(() => expect(server.calls).toHaveLength(2));
    expect(server.calls[0]!.signal?.aborted).toBe(true);
    expect(server.calls[1]!.signal?.aborted).toBe(false);
    server.calls[0]!.answer(['Golden Dragon']);
    server.calls[1]!.answer(['Lucky Tiger', 'Dragon Tiger']);
    await waitFor(() => expect(view.result.current.settled).toBe(true));
    expect(view.result.current.q).toBe('tiger');
    expect(view.result.current.games.map((g) => g.gameName)).toEqual(['Lucky Tiger', 'Dragon Tiger']);
  });

  it('sends nothing for text shorter than two characters once folded, and clears results', async () => {
    const server = searchServer();
    const view = render('dragon');
    await waitFor(() => expect(server.calls).toHaveLength(1));
    server.calls[0]!.answer(['Golden Dragon']);
    await waitFor(() => expect(view.result.current.games).toHaveLength(1));
    for (const value of ['d', ' !! ', '']) {
      view.rerender({ value });
      // waitFor, not a fixed pause: on a busy machine the debounce timer fires late.
      await waitFor(() => {
        expect(view.result.current.games).toEqual([]);
        expect(view.result.current.q).toBe('');
      });
    }
    await pause(searchDebounceMs * 2);
    expect(server.calls).toHaveLength(1);
  });
});
