import { useEffect, useSyncExternalStore } from 'react';

/**
 * How many dialogs are on screen (issue 14 item 8: one popup at a time). Every dialog of the site
 * (components/modal.tsx, the login and register popup) counts itself while mounted; the announcement
 * popups are queued: they do not count, and show only while this count is zero.
 */
let openCount = 0;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Calls `listener` whenever a counted dialog opens or closes; returns unsubscribe. */
export const subscribeToDialogs = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Counts the calling dialog as open while it is mounted (and `counted`). */
export const useCountAsOpenDialog = (counted = true): void => {
  useEffect(() => {
    if (!counted) return;
    openCount += 1;
    notify();
    return () => {
      openCount -= 1;
      notify();
    };
  }, [counted]);
};

export const anyDialogOpen = (): boolean => openCount > 0;

/** True while any counted dialog is open. */
export const useAnyDialogOpen = (): boolean =>
  useSyncExternalStore(subscribeToDialogs, anyDialogOpen, () => false);
