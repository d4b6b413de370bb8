import {
  Component,
  createContext,
  useCallback,
  useContext,
  useMemo,
  useLayoutEffect,
  useState,
  startTransition,
  type ReactNode,
} from 'react';
import type { Location, NavigateOptions } from './location';
import type { RouteObject } from './match';
import { createMemoryRouter, type Router, type RouterState } from './router';

const RouterContext = createContext<Router | null>(null);
const StateContext = createContext<RouterState | null>(null);
const OutletContext = createContext<ReactNode>(null);
const ErrorContext = createContext<unknown>(undefined);

const useRouterState = (): RouterState => {
  const state = useContext(StateContext);
  if (!state) throw new Error('router hooks are used only inside a RouterProvider or MemoryRouter');
  return state;
};

export const useLocation = (): Location => useRouterState().location;

export const useNavigation = (): RouterState['navigation'] => useRouterState().navigation;

/** The error a route's errorElement stands in for. */
export const useRouteError = (): unknown => useContext(ErrorContext);

export const useNavigate = (): Router['navigate'] => {
  const router = useContext(RouterContext);
  if (!router) throw new Error('useNavigate is used only inside a RouterProvider or MemoryRouter');
  return router.navigate;
};

type SearchInit = URLSearchParams | Record<string, string> | string;

/** The query string of the location, and a setter that navigates to the same path with a new one. */
export const useSearchParams = () => {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit, options?: NavigateOptions) => {
      const query = new URLSearchParams(next).toString();
      void navigate({ search: query ? `?${query}` : '' }, options);
    },
    [navigate],
  );
  return [params, setParams] as const;
};

/** Where a layout route renders the route below it. */
export const Outlet = () => <>{useContext(OutletContext)}</>;

/** A render error below a route with an errorElement shows that element until the location changes. */
class RouteErrorBoundary extends Component<
  { fallback: ReactNode; location: Location; children: ReactNode },
  { error: unknown; location: Location }
> {
  override state = { error: undefined as unknown, location: this.props.location };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(
    props: { location: Location },
    state: { error: unknown; location: Location },
  ): { error: unknown; location: Location } | null {
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return <ErrorContext.Provider value={this.state.error}>{this.props.fallback}</ErrorContext.Provider>;
  }
}

/** The element tree of the matched routes, each route's element holding the next in its Outlet. */
const renderMatches = (router: Router, state: RouterState): ReactNode => {
  const { matches, error, location } = state;
  if (!state.initialized)
    return matches.find((route) => route.hydrateFallbackElement !== undefined)?.hydrateFallbackElement;
  let errorAt = -1;
  if (error !== null) {
    errorAt = matches.findLastIndex((route) => route.errorElement !== undefined);
    if (errorAt < 0) throw error;
  }
  let child: ReactNode = null;
  for (let index = (errorAt < 0 ? matches.length : errorAt + 1) - 1; index >= 0; index -= 1) {
    const route = matches[index]!;
    if (index === errorAt) {
      child = <ErrorContext.Provider value={error}>{route.errorElement}</ErrorContext.Provider>;
      continue;
    }
    const { Component: RouteComponent, element } = router.resolved(route);
    const own = RouteComponent ? <RouteComponent /> : (element ?? <Outlet />);
    const withOutlet = <OutletContext.Provider value={child}>{own}</OutletContext.Provider>;
    child =
      route.errorElement === undefined ? (
        withOutlet
      ) : (
        <RouteErrorBoundary fallback={route.errorElement} location={location}>
          {withOutlet}
        </RouteErrorBoundary>
      );
  }
  return child;
};

/**
 * The router's state as React state, each change rendered in a transition: a new page (the whole
 * lobby) renders in slices that yield to the browser rather than in one long task, as React Router
 * did (useSyncExternalStore would render every change synchronously).
 */
const useRouterStore = (router: Router): RouterState => {
  const [state, setState] = useState(router.state);
  useLayoutEffect(() => {
    const render = (next: RouterState) => startTransition(() => setState(next));
    const stop = router.subscribe(render);
    // A change between the first render and this subscription is picked up here.
    render(router.state);
    return stop;
  }, [router]);
  return state;
};

const RouterContexts = ({
  router,
  state,
  children,
}: {
  router: Router;
  state: RouterState;
  children: ReactNode;
}) => (
  <RouterContext.Provider value={router}>
    <StateContext.Provider value={state}>{children}</StateContext.Provider>
  </RouterContext.Provider>
);

/** Renders the router's current page. */
export const RouterProvider = ({ router }: { router: Router }) => {
  const state = useRouterStore(router);
  return (
    <RouterContexts router={router} state={state}>
      {renderMatches(router, state)}
    </RouterContexts>
  );
};

const anyPath: RouteObject[] = [{ path: '*' }];

/** Tests: `children` under a router in memory, at the last of `initialEntries` (default `/`). */
export const MemoryRouter = ({
  initialEntries,
  children,
}: {
  initialEntries?: string[];
  children: ReactNode;
}) => {
  const [router] = useState(() => createMemoryRouter(anyPath, { initialEntries }));
  const state = useRouterStore(router);
  return (
    <RouterContexts router={router} state={state}>
      {children}
    </RouterContexts>
  );
};
