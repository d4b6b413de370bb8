import { useQueryClient } from '../../../lib/query';
import { useEffect } from 'react';
import { callApi } from '../../../lib/api-client';
import { invalidateWallet } from '../../../lib/wallet-balance';

/** Leaves scheduled by an unmount, cancelled by an immediate remount of the same session. */
const scheduled = new Map<string, number>();

/**
 * The automatic transfer's other half (issue 14): when the game page closes (the page unmounts, or
 * the tab goes away: pagehide), leaveGame moves the game's wallet back to main. keepalive lets the
 * request outlive an unloading tab; the server answers a second leave of the session with no move.
 * An unmount waits one task, so React StrictMode's unmount-and-remount in development does not leave.
 */
export const useLeaveGame = (walletSession: string | null) => {
  const client = useQueryClient();
  useEffect(() => {
    if (!walletSession) return;
    window.clearTimeout(scheduled.get(walletSession));
    scheduled.delete(walletSession);
    const leave = () => {
      callApi('leaveGame', { body: { walletSession }, keepalive: true }).then(
        () => invalidateWallet(client),
        // The server's sweep returns the wallet of a session that could not leave.
        () => undefined,
      );
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      scheduled.set(
        walletSession,
        window.setTimeout(() => {
          scheduled.delete(walletSession);
          leave();
        }, 0),
      );
    };
  }, [walletSession, client]);
};
