/**
 * First-party cookies for the remember-me box (spec 9: 1 day). SameSite=Strict, Secure on https, never
 * a secret: the password is not stored here (see docs/decisions.md).
 */
export const cookies = {
  get: (name: string): string | null => {
    try {
      const prefix = `${encodeURIComponent(name)}=`;
      const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
      return entry ? decodeURIComponent(entry.slice(prefix.length)) : null;
    } catch {
      return null;
    }
  },
  set: (name: string, value: string, days: number): void => {
    try {
      const secure = window.location.protocol === 'https:' ? '; Secure' : '';
      document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${Math.round(
        days * 86_400,
      )}; Path=/; SameSite=Strict${secure}`;
    } catch {
      // cookies disabled: nothing is remembered
    }
  },
  remove: (name: string): void => {
    try {
      document.cookie = `${encodeURIComponent(name)}=; Max-Age=0; Path=/; SameSite=Strict`;
    } catch {
      // nothing to remove
    }
  },
};
