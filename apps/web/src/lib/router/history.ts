import { createKey, createPath, resolveTo, type Location } from './location';

/**
 * The session history the router drives: the browser's (pushState and popstate) or, for tests, a list
 * in memory. `listen` hears moves the router did not make itself (back, forward, go).
 */
export interface History {
  location(): Location;
  push(location: Location): void;
  replace(location: Location): void;
  go(delta: number): void;
  listen(listener: (location: Location) => void): () => void;
}

/** What the browser keeps per entry in history.state (the same shape React Router used). */
interface EntryState {
  usr?: unknown;
  key?: string;
}

const browserLocation = (): Location => {
  const entry = (window.history.state ?? {}) as EntryState;
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: entry.usr ?? null, key: entry.key ?? 'default' };
};

export const createBrowserHistory = (): History => ({
  location: browserLocation,
  push: (location) => {
    const entry: EntryState = { usr: location.state, key: location.key };
    // Safari limits pushState calls; past the limit it throws: a full page load still gets there.
    try {
      window.history.pushState(entry, '', createPath(location));
    } catch {
      window.location.assign(createPath(location));
    }
  },
  replace: (location) => {
    window.history.replaceState({ usr: location.state, key: location.key }, '', createPath(location));
  },
  go: (delta) => window.history.go(delta),
  listen: (listener) => {
    const onPop = () => listener(browserLocation());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  },
});

/** An entry a memory history starts with: a path, or its parts and the state it carries. */
export type InitialEntry =
  string | (Partial<Pick<Location, 'pathname' | 'search' | 'hash'>> & { state?: unknown });

export const createMemoryHistory = (initialEntries: readonly InitialEntry[] = ['/']): History => {
  const entries: Location[] = initialEntries.map((entry, index) => ({
    ...resolveTo(entry, { pathname: '/' }),
    state: typeof entry === 'string' ? null : (entry.state ?? null),
    key: index === 0 ? 'default' : createKey(),
  }));
  let index = entries.length - 1;
  const listeners = new Set<(location: Location) => void>();
  return {
    location: () => entries[index]!,
    push: (location) => {
      index += 1;
      entries.splice(index, entries.length - index, location);
    },
    replace: (location) => {
      entries[index] = location;
    },
    go: (delta) => {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      for (const listener of listeners) listener(entries[index]!);
    },
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};
