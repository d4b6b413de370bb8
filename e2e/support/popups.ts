import { announcementsValueSchema, executionCodes } from '@gp/contract/announcements';
import { sessionKeys } from '@gp/contract/constants';
import { routes } from '@gp/contract/routes';
import type { BrowserContext } from 'playwright-core';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Every announcement popup the e2e server holds (global-setup.ts); pages start with them closed. */
    seededPopupIds: string[];
  }
}

/**
 * The ids of every announcement popup the server holds, for each audience (guest B, member A, first
 * login F), asked once through GET notice, which takes the audience as `execution`.
 */
export const fetchPopupIds = async (baseUrl: string): Promise<string[]> => {
  const ids = new Set<string>();
  for (const execution of executionCodes) {
    const query = new URLSearchParams({ types: 'PU', execution });
    const response = await fetch(`${baseUrl}${routes.notice.path}?${query}`);
    if (!response.ok) throw new Error(`GET notice (${execution}) answered ${response.status}`);
    const body = (await response.json()) as { value: unknown };
    for (const popup of announcementsValueSchema.parse(body.value).popup) ids.add(String(popup.id));
  }
  return [...ids];
};

/**
 * The popup ids global-setup.ts provided, inside a Vitest worker. Elsewhere (the benchmarks launch the
 * same browser) there are none: pages show the site as a visitor gets it.
 */
export const seededPopupIds = async (): Promise<readonly string[]> => {
  if (!process.env.VITEST) return [];
  const { inject } = await import('vitest');
  return inject('seededPopupIds');
};

/**
 * Marks `ids` as closed popups in session storage before any page script runs, on every page of the
 * context (spec 4.9: a closed popup does not show again in the session), so the seeded popups do not
 * cover the pages of tests about something else.
 */
export const closePopupsOnEveryPage = async (context: BrowserContext, ids: readonly string[]) => {
  if (ids.length === 0) return;
  await context.addInitScript(
    ({ key, closed }) => {
      try {
        const stored: unknown = JSON.parse(window.sessionStorage.getItem(key) ?? '[]');
        const merged = new Set([...(Array.isArray(stored) ? (stored as string[]) : []), ...closed]);
        window.sessionStorage.setItem(key, JSON.stringify([...merged]));
      } catch {
        // about:blank and sandboxed frames have no session storage
      }
    },
    { key: sessionKeys.closedPopups, closed: [...ids] },
  );
};
