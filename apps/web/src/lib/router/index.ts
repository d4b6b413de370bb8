/** The app's router: route objects with loaders and lazy modules, and the React pieces that use them. */
export { createPath, type Location, type NavigateOptions, type To } from './location';
export type { LazyRoute, RouteObject } from './match';
export {
  createBrowserRouter,
  createMemoryRouter,
  isRouteErrorResponse,
  redirect,
  type Router,
  type RouterState,
} from './router';
export {
  MemoryRouter,
  Outlet,
  RouterProvider,
  useLocation,
  useNavigate,
  useNavigation,
  useRouteError,
  useSearchParams,
} from './react';
export { Link, NavLink, type LinkProps, type NavLinkProps } from './link';
