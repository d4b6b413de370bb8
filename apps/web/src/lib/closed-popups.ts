import { sessionKeys } from '@gp/contract/constants';
import { session } from './storage';

/**
 * Announcement popups closed in this browser session (spec 4.9: each shows once per session, marked
 * closed in session storage). Stored under `closedPopups` as a JSON array of id strings; anything else
 * found there (hand-edited, an older format) counts as nothing closed.
 */
export const readClosedPopups = (): ReadonlySet<string> => {
  const stored = session.getJson<unknown>(sessionKeys.closedPopups);
  return new Set(Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : []);
};

/** Adds `ids` to the closed popups (numeric ids are stored as strings). */
export const markPopupsClosed = (ids: Iterable<string | number>): void => {
  const closed = new Set(readClosedPopups());
  for (const id of ids) closed.add(String(id));
  session.setJson(sessionKeys.closedPopups, [...closed]);
};
