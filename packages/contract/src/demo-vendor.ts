import { z } from 'zod';

/**
 * The built-in demo vendor's game API, called by its game page (the launch URL, opened in an iframe).
 * Not platform calls: they live outside the route table under /demo-vendor/api and answer the
 * envelope. After the session call, send `Authorization: Bearer <sessionToken>`.
 */
export const demoVendorPaths = {
  session: '/demo-vendor/api/session',
  spin: '/demo-vendor/api/spin',
  state: '/demo-vendor/api/state',
} as const;

const amount = z.string().regex(/^-?\d+\.\d{2}$/);

export const demoSessionBodySchema = z.object({ token: z.string().min(10).max(4000) });

export const demoGameStateSchema = z.object({
  mode: z.enum(['real', 'free']),
  currency: z.string(),
  /** Real: the platform wallet the game plays from; free: the session's play money. */
  balance: amount,
  /** Real: the platform wallet the balance is of ('MAIN' or a vendor wallet code); free: null. */
  wallet: z.string().nullable(),
  language: z.string(),
  game: z.object({ nodeId: z.string(), name: z.string(), vendorCode: z.string(), gameType: z.string() }),
  betLevels: z.array(amount),
  /** Engine description: kind 'slot', reels, rows, paylines (rows per reel), paytable, rtp (percent). */
  rules: z.record(z.string(), z.unknown()),
});
export type DemoGameState = z.infer<typeof demoGameStateSchema>;

export const demoSessionValueSchema = demoGameStateSchema.extend({ sessionToken: z.string() });

export const demoSpinBodySchema = z.object({ bet: amount });

export const demoSpinValueSchema = z.object({
  roundId: z.string(),
  bet: amount,
  win: amount,
  balance: amount,
  /** window[reel][row] symbols, rows top to bottom. */
  window: z.array(z.array(z.string())),
  lines: z.array(
    z.object({
      line: z.number().int(),
      symbol: z.string(),
      count: z.number().int(),
      multiplier: z.number().int(),
      win: amount,
    }),
  ),
});
export type DemoSpinValue = z.infer<typeof demoSpinValueSchema>;
