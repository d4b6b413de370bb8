/** The app's router: route objects with loaders and lazy modules, and the React pieces that use them. */
export type { RouteObject } from './match';
export { createBrowserRouter, createMemoryRouter, isRouteErrorResponse, redirect } from './router';
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
export { Link, NavLink } from './link';
