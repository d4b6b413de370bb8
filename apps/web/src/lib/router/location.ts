/** Where the app is: the parts of a URL the router reads, the state a navigation carried, and a key. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** 'default' for the entry the page was opened at; a fresh key for every entry the app pushed. */
  key: string;
}

/** A navigation target: a URL string (absolute or relative to the current path) or its parts. */
export type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** A local origin only to parse paths with URL; it never leaves this module. */
const base = 'http://router.local';

const withPrefix = (value: string | undefined, prefix: string): string =>
  !value || value === prefix ? '' : value.startsWith(prefix) ? value : `${prefix}${value}`;

/** The target of `to` seen from `from`: a path without a pathname keeps the current one. */
export const resolveTo = (to: To, from: Pick<Location, 'pathname'>): Omit<Location, 'state' | 'key'> => {
  if (typeof to === 'string') {
    const url = new URL(to, `${base}${from.pathname}`);
    return { pathname: url.pathname, search: url.search, hash: url.hash };
  }
  return {
    pathname: to.pathname ?? from.pathname,
    search: withPrefix(to.search, '?'),
    hash: withPrefix(to.hash, '#'),
  };
};

export const createPath = ({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
  `${pathname}${search}${hash}`;

export const createKey = (): string => Math.random().toString(36).slice(2, 10);
