import type { ComponentType, ReactNode } from 'react';

/** What a lazy route module gives its route once loaded. */
export interface LazyRoute {
  Component?: ComponentType | null;
  element?: ReactNode;
}

/**
 * One route of the tree. A route without a path is a layout: it matches when one of its children
 * does. Paths are static ('/member', or relative to the parent's path) or '*' (anything no static path
 * of the whole tree matched). `loader` runs before every navigation that lands on the route and may
 * throw `redirect(to)`; `lazy` loads the route's component the first time it is needed.
 */
export interface RouteObject {
  path?: string;
  caseSensitive?: boolean;
  element?: ReactNode;
  Component?: ComponentType | null;
  errorElement?: ReactNode;
  /** Shown while the first navigation of the page loads (the root's is used). */
  hydrateFallbackElement?: ReactNode;
  loader?: () => unknown;
  lazy?: () => Promise<LazyRoute>;
  children?: RouteObject[];
}

const trimSlash = (path: string): string =>
  path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;

const joinPaths = (parent: string, path: string): string =>
  path.startsWith('/') ? path : `${parent === '/' ? '' : parent}/${path}`;

const samePath = (route: RouteObject, fullPath: string, pathname: string): boolean =>
  route.caseSensitive ? fullPath === pathname : fullPath.toLowerCase() === pathname.toLowerCase();

/** The branch (root first) whose leaf matches `pathname`, in the pass that takes static or splat paths. */
const findBranch = (
  routes: readonly RouteObject[],
  pathname: string,
  parentPath: string,
  splat: boolean,
): RouteObject[] | null => {
  for (const route of routes) {
    if (route.path?.includes(':')) throw new Error(`route parameters are not supported: ${route.path}`);
    const isSplat = route.path === '*';
    const fullPath = route.path && !isSplat ? trimSlash(joinPaths(parentPath, route.path)) : parentPath;
    if (route.children?.length) {
      const below = findBranch(route.children, pathname, fullPath, splat);
      if (below) return [route, ...below];
    }
    if (route.path === undefined) continue;
    if (isSplat ? splat : !splat && samePath(route, fullPath, pathname)) return [route];
  }
  return null;
};

/**
 * The routes from the root to the one that renders `pathname`: a static path anywhere in the tree
 * wins over a '*' path, whatever their order (as React Router ranks them). Null when nothing matches.
 */
export const matchRoutes = (routes: readonly RouteObject[], pathname: string): RouteObject[] | null => {
  const path = trimSlash(pathname);
  return findBranch(routes, path, '/', false) ?? findBranch(routes, path, '/', true);
};
