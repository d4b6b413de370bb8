import type { VendorLane } from '@gp/contract/games';
import { sessionKeys } from '@gp/contract/constants';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient, Providers } from '../../../app/providers';
import { useSiteStore } from '../../../lib/site-store';
import { jsonResponse, permissionFixture, scriptedFetch } from '../../../test/fixtures';
import { setupWebTests } from '../../../test/render';
import { useVendorLanes } from '../hooks/use-vendor-lanes';
import { gameFixture } from '../test/game-fixtures';

const env = setupWebTests();

const lane = (vassalage: string): VendorLane => ({
  title: 'RNG',
  cards: [gameFixture({ nodeId: `v-${vassalage}`, vassalage, displayName: vassalage })],
});
const before = [lane('PG')];
const after = [lane('JDB')];

/** The vendor lanes of the server; `answer` decides what each call returns. */
const vendorServer = (answer: () => Response | Promise<Response>) =>
  scriptedFetch({ 'GET /wps/game/vendor': answer });
const lanesAnswer = (lanes: VendorLane[]) => () =>
  jsonResponse({ success: true, value: { data: { lanes } } });

/** One page load: a fresh query client, as after a reload; session storage survives. */
const load = ({ retry = true } = {}) => {
  const client = createQueryClient();
  if (!retry) client.setQueryDefaults(['games', 'vendor'], { retry: false });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Providers client={client}>{children}</Providers>
  );
  return { client, ...renderHook(() => useVendorLanes(), { wrapper }) };
};

/** The query of a mocked fetch call, whatever form the caller passed its URL in. */
const queryOf = (input: string | URL | Request) =>
  new URL(
    typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    'http://localhost',
  ).searchParams;

const stored = () => JSON.parse(sessionStorage.getItem('gameVendor') ?? 'null') as unknown;
const vendorsOf = (lanes: VendorLane[] | undefined) => lanes?.flatMap((l) => l.cards.map((c) => c.vassalage));

beforeEach(() => {
  sessionStorage.clear();
  useSiteStore.getState().setPermission(permissionFixture(env.keys.publicKey), '/cdn/img1', '/cdn/launch1');
});

describe('gameVendor session cache (spec 3, 4.8)', () => {
  it('uses the contract key gameVendor', () => {
    expect(sessionKeys.gameVendor).toBe('gameVendor');
  });

  it('asks the server with flush and stores the lanes under gameVendor for this merchant and language', async () => {
    const server = vendorServer(lanesAnswer(before));
    const { result } = load();
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(vendorsOf(result.current.lanes)).toEqual(['PG']));
    const [call] = server.fetchMock.mock.calls;
    const query = Object.fromEntries(queryOf(call![0]));
    expect(query).toEqual({ merchantCode: 'DEMO', platform: 'html5-desktop', language: 'EN', flush: 'true' });
    expect(stored()).toEqual({ merchantCode: 'DEMO', language: 'EN', lanes: before });
  });

  it('shows the cached lanes at once on the next load, then the flushed answer, which it stores', async () => {
    sessionStorage.setItem(
      sessionKeys.gameVendor,
      JSON.stringify({ merchantCode: 'DEMO', language: 'EN', lanes: before }),
    );
    let answer!: (response: Response) => void;
    const server = vendorServer(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { result } = load();
    expect(result.current.isPending).toBe(false);
    expect(vendorsOf(result.current.lanes)).toEqual(['PG']);
    await waitFor(() => expect(server.callsTo('/wps/game/vendor')).toHaveLength(1));

    act(() => answer(lanesAnswer(after)()));
    await waitFor(() => expect(vendorsOf(result.current.lanes)).toEqual(['JDB']));
    expect(stored()).toEqual({ merchantCode: 'DEMO', language: 'EN', lanes: after });
  });

  it('ignores a cache of another language or merchant', async () => {
    sessionStorage.setItem(
      sessionKeys.gameVendor,
      JSON.stringify({ merchantCode: 'DEMO', language: 'KO', lanes: before }),
    );
    vendorServer(lanesAnswer(after));
    const first = load();
    expect(first.result.current.lanes).toBeUndefined();
    expect(first.result.current.isPending).toBe(true);
    await waitFor(() => expect(vendorsOf(first.result.current.lanes)).toEqual(['JDB']));
    first.unmount();

    sessionStorage.setItem(
      sessionKeys.gameVendor,
      JSON.stringify({ merchantCode: 'OTHER', language: 'EN', lanes: before }),
    );
    expect(load().result.current.lanes).toBeUndefined();
  });

  it('refreshes the cache when the lanes are fetched again (every request flushes)', async () => {
    let served = 0;
    const server = vendorServer(() => lanesAnswer(++served === 1 ? before : after)());
    const { result } = load();
    await waitFor(() => expect(vendorsOf(result.current.lanes)).toEqual(['PG']));
    await act(() => result.current.refetch());
    await waitFor(() => expect(vendorsOf(result.current.lanes)).toEqual(['JDB']));
    expect(stored()).toEqual({ merchantCode: 'DEMO', language: 'EN', lanes: after });
    const flushes = server.fetchMock.mock.calls.map(([input]) => queryOf(input).get('flush'));
    expect(flushes).toEqual(['true', 'true']);
  });

  it('keeps showing the stored lanes when the flushed request fails, and keeps them for the next load', async () => {
    sessionStorage.setItem(
      sessionKeys.gameVendor,
      JSON.stringify({ merchantCode: 'DEMO', language: 'EN', lanes: before }),
    );
    vendorServer(() => jsonResponse({ success: false, code: 'system_error' }, 500));
    const failed = load({ retry: false });
    await waitFor(() => expect(failed.result.current.isPending).toBe(false));
    expect(failed.result.current.isError).toBe(false);
    expect(vendorsOf(failed.result.current.lanes)).toEqual(['PG']);
    expect(stored()).toEqual({ merchantCode: 'DEMO', language: 'EN', lanes: before });
    failed.unmount();

    vendorServer(() => new Promise<Response>(() => undefined));
    expect(vendorsOf(load().result.current.lanes)).toEqual(['PG']);
  });

  it('reports the error when the request fails and nothing is stored', async () => {
    vendorServer(() => jsonResponse({ success: false, code: 'system_error' }, 500));
    const failed = load({ retry: false });
    await waitFor(() => expect(failed.result.current.isError).toBe(true));
    expect(failed.result.current.lanes).toBeUndefined();
  });
});
