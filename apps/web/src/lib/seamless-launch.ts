import type { LaunchGameValue, LaunchMode } from '@gp/contract/play';
import { idempotencyKeyHeader } from '@gp/contract/wallet-rules';

/**
 * The /seamless game page (spec 2.1) and what it knows of the launch. The URL carries only the launch
 * URL; the rest rides in the history entry's state (it survives a reload, never lands in a shared link).
 */
export const seamlessPath = (url: string) => `/seamless?${new URLSearchParams({ url }).toString()}`;

export interface SeamlessLaunch {
  gameName: string;
  nodeId: string;
  mode: LaunchMode;
  /** When the launch token stops being accepted (ISO). */
  expiresAt: string;
  /** The wallet a real game plays from ('MAIN' or a vendor wallet code); null in free trial. */
  wallet: string | null;
  /** The automatic transfer's session (leaveGame when the page closes); null when there is none. */
  walletSession: string | null;
  /** The in-app page (path and query) the game was opened from: where closing the game returns. */
  returnTo?: string;
}

/** Only a path of this site counts as a place to return to (never another origin, never //host). */
export const safeReturnPath = (path: unknown): string | undefined =>
  typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/seamless')
    ? path
    : undefined;

export const seamlessLaunchState = (
  value: LaunchGameValue,
  returnTo?: string,
): { launch: SeamlessLaunch } => {
  const back = safeReturnPath(returnTo);
  return {
    launch: {
      gameName: value.gameName,
      nodeId: value.nodeId,
      mode: value.mode,
      expiresAt: value.expiresAt,
      wallet: value.wallet,
      walletSession: value.walletSession,
      ...(back ? { returnTo: back } : {}),
    },
  };
};

/** One Idempotency-Key per launch: a retried launch replays its automatic transfer, never moves twice. */
export const launchHeaders = (): Record<string, string> => ({ [idempotencyKeyHeader]: crypto.randomUUID() });

/** The launch from a history state, or null (a typed or shared /seamless link has none). */
export const readSeamlessLaunch = (state: unknown): SeamlessLaunch | null => {
  const launch = (state as { launch?: Partial<SeamlessLaunch> } | null)?.launch;
  if (
    !launch ||
    typeof launch.gameName !== 'string' ||
    typeof launch.nodeId !== 'string' ||
    (launch.mode !== 'real' && launch.mode !== 'free') ||
    typeof launch.expiresAt !== 'string'
  ) {
    return null;
  }
  // A history entry written before vendor wallets knew no wallet: treat it as none.
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  return {
    ...(launch as SeamlessLaunch),
    wallet: text(launch.wallet),
    walletSession: text(launch.walletSession),
    returnTo: safeReturnPath(launch.returnTo),
  };
};
