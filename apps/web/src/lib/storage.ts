/**
 * Thin wrappers over Web Storage that never throw (private mode, quota, disabled storage) so a storage
 * failure degrades to "nothing stored" instead of breaking the page.
 */
const safe = <T>(action: () => T, fallback: T): T => {
  try {
    return action();
  } catch {
    return fallback;
  }
};

export const session = {
  get: (key: string): string | null => safe(() => window.sessionStorage.getItem(key), null),
  set: (key: string, value: string): void => safe(() => window.sessionStorage.setItem(key, value), undefined),
  remove: (key: string): void => safe(() => window.sessionStorage.removeItem(key), undefined),
  getJson: <T>(key: string): T | null =>
    safe(() => {
      const raw = window.sessionStorage.getItem(key);
      return raw === null ? null : (JSON.parse(raw) as T);
    }, null),
  setJson: (key: string, value: unknown): void =>
    safe(() => window.sessionStorage.setItem(key, JSON.stringify(value)), undefined),
};

export const local = {
  get: (key: string): string | null => safe(() => window.localStorage.getItem(key), null),
  set: (key: string, value: string): void => safe(() => window.localStorage.setItem(key, value), undefined),
  remove: (key: string): void => safe(() => window.localStorage.removeItem(key), undefined),
};

/** Removes everything from session storage (logout, spec 4.1). */
export const clearSessionStorage = (): void => safe(() => window.sessionStorage.clear(), undefined);
