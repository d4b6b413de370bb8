import { useLocation } from '../lib/router';
import { vi } from 'vitest';
import { useSessionStore } from '../lib/session-store';
import { memberFixture } from './fixtures';

/** matchMedia answering `matches(query)` for every query (jsdom has none). */
export const stubMatchMedia = (matches: (query: string) => boolean) =>
  vi.stubGlobal('matchMedia', (query: string): Partial<MediaQueryList> => ({
    matches: matches(query),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }));

/** A logged-in member in the session store (token tok-1). */
export const loginAs = (overrides: Parameters<typeof memberFixture>[0] = {}) => {
  useSessionStore.getState().setToken('tok-1', 'demo_member');
  useSessionStore.getState().setMember(memberFixture(overrides));
};

/** Shows the router's current path and query, for tests that follow navigation. */
export const LocationProbe = () => {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
};
