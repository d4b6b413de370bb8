import { createBrowserHistory, createMemoryHistory, type History, type InitialEntry } from './history';
import { createKey, createPath, resolveTo, type Location, type NavigateOptions, type To } from './location';
import { matchRoutes, type LazyRoute, type RouteObject } from './match';

/** A loader's way to send the navigation elsewhere: `throw redirect('/login')`. */
export class Redirect extends Error {
  override readonly name = 'Redirect';

  constructor(readonly to: string) {
    super(`redirect to ${to}`);
  }
}

export const redirect = (to: string): Redirect => new Redirect(to);

/** The error a navigation lands on when no route matches its path. */
export class RouteErrorResponse {
  constructor(
    readonly status: number,
    readonly statusText: string,
  ) {}
}

export const isRouteErrorResponse = (error: unknown): error is RouteErrorResponse =>
  error instanceof RouteErrorResponse;

export interface RouterState {
  /** False until the page's first navigation has run its loaders and loaded its route modules. */
  initialized: boolean;
  location: Location;
  /** The routes from the root to the one that renders `location` (empty when nothing matched). */
  matches: readonly RouteObject[];
  navigation: { state: 'idle' | 'loading'; location?: Location };
  /** What a loader or a route module threw on the way to `location`; null when it loaded. */
  error: unknown;
}

export interface Router {
  readonly state: RouterState;
  subscribe: (listener: (state: RouterState) => void) => () => void;
  /** Goes to `to` (or moves `delta` entries through the history) once its loaders and modules are in. */
  navigate: (to: To | number, options?: NavigateOptions) => Promise<void>;
  /** What a route renders once its lazy module is in. */
  resolved: (route: RouteObject) => LazyRoute;
  dispose: () => void;
}

type Action = 'push' | 'replace' | 'pop';

const hashChangeOnly = (from: Location, to: Location) =>
  from.pathname === to.pathname && from.search === to.search && to.hash !== '';

/**
 * A data router in the manner of React Router's: a navigation runs the loaders of the routes it lands
 * on (guards that may redirect) and loads their lazy modules together, and the app shows the new page
 * only once all of it is in; a newer navigation supersedes an unfinished one. It is ours because the
 * lobby needs a handful of its functions and React Router was 29 KiB of its first 167 (issue 15).
 */
export const createRouter = (routes: readonly RouteObject[], history: History): Router => {
  const lazyModules = new WeakMap<RouteObject, LazyRoute>();
  const listeners = new Set<(state: RouterState) => void>();
  let latest = 0;
  const initial = history.location();
  let state: RouterState = {
    initialized: false,
    location: initial,
    matches: matchRoutes(routes, initial.pathname) ?? [],
    navigation: { state: 'idle' },
    error: null,
  };

  const update = (next: Partial<RouterState>) => {
    state = { ...state, ...next };
    for (const listener of [...listeners]) listener(state);
  };

  const resolved = (route: RouteObject): LazyRoute =>
    lazyModules.get(route) ?? { Component: route.Component, element: route.element };

  const loadModule = async (route: RouteObject) => {
    if (!route.lazy || lazyModules.has(route)) return;
    const module = await route.lazy();
    lazyModules.set(route, { ...resolved(route), ...module });
  };

  const commit = (
    target: Location,
    action: Action | null,
    matches: readonly RouteObject[],
    error: unknown,
  ) => {
    if (action === 'push') history.push(target);
    if (action === 'replace') history.replace(target);
    update({ initialized: true, location: target, matches, error, navigation: { state: 'idle' } });
  };

  /** Loaders and modules of the branch together; a redirect from a loader wins over any failure. */
  const settle = async (matches: readonly RouteObject[]) => {
    const outcomes = await Promise.allSettled(
      // The executor runs the loader now and turns a synchronous throw into a rejection.
      matches.flatMap((route) => [new Promise((resolve) => resolve(route.loader?.())), loadModule(route)]),
    );
    const failures = outcomes.flatMap((outcome): unknown[] =>
      outcome.status === 'rejected' ? [outcome.reason] : [],
    );
    return failures.find((reason) => reason instanceof Redirect) ?? failures[0] ?? null;
  };

  const go = async (target: Location, action: Action | null): Promise<void> => {
    const id = ++latest;
    if (state.initialized && hashChangeOnly(state.location, target))
      return commit(target, action, state.matches, null);
    const matches = matchRoutes(routes, target.pathname);
    if (!matches) return commit(target, action, [], new RouteErrorResponse(404, 'Not Found'));
    const needsWork = matches.some((route) => route.loader || (route.lazy && !lazyModules.has(route)));
    // Nothing to wait for: the page changes in this task, as a router without loaders would.
    if (!needsWork) return commit(target, action, matches, null);
    update({ navigation: { state: 'loading', location: target } });
    const failure = await settle(matches);
    if (id !== latest) return;
    if (failure instanceof Redirect) {
      const to = { ...resolveTo(failure.to, target), state: null, key: createKey() };
      // The redirect takes the place of the page asked for: Back never returns to a guarded page.
      const stays = createPath(to) === createPath(state.location);
      return go(to, action === 'push' && !stays ? 'push' : 'replace');
    }
    commit(target, action, matches, failure);
  };

  const navigate = async (to: To | number, options: NavigateOptions = {}): Promise<void> => {
    if (typeof to === 'number') return history.go(to);
    const target: Location = {
      ...resolveTo(to, state.location),
      state: options.state ?? null,
      key: createKey(),
    };
    // Going to where the app already is replaces the entry rather than stacking a copy of it.
    const replace = options.replace ?? createPath(target) === createPath(state.location);
    return go(target, replace ? 'replace' : 'push');
  };

  const stopListening = history.listen((location) => void go(location, 'pop'));
  void go(initial, null);

  return {
    get state() {
      return state;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate,
    resolved,
    dispose: () => {
      latest += 1;
      stopListening();
      listeners.clear();
    },
  };
};

export const createBrowserRouter = (routes: readonly RouteObject[]): Router =>
  createRouter(routes, createBrowserHistory());

export const createMemoryRouter = (
  routes: readonly RouteObject[],
  options: { initialEntries?: readonly InitialEntry[] } = {},
): Router => createRouter(routes, createMemoryHistory(options.initialEntries));
