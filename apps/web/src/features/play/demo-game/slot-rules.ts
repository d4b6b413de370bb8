import { z } from 'zod';

/**
 * The slot engine's description from the state's `rules` (kind 'slot'): reels, rows, paylines (the row
 * of each reel per line), paytable (multipliers of the line bet for 3, 4, 5 in a row) and RTP percent.
 * Read defensively: the contract types rules as an open record.
 */
const slotRulesSchema = z.object({
  kind: z.literal('slot'),
  reels: z.number().int().min(1).max(10),
  rows: z.number().int().min(1).max(10),
  paylines: z.array(z.array(z.number().int().min(0))),
  paytable: z.record(z.string(), z.array(z.number())),
  rtp: z.number(),
});
export type SlotRules = z.infer<typeof slotRulesSchema>;

export const readSlotRules = (rules: Record<string, unknown>): SlotRules | null => {
  const parsed = slotRulesSchema.safeParse(rules);
  return parsed.success ? parsed.data : null;
};

/** "reel:row" keys of the cells on the winning lines, for highlighting. */
export const winningCells = (
  paylines: readonly (readonly number[])[],
  lines: readonly { line: number; count: number }[],
): Set<string> => {
  const cells = new Set<string>();
  for (const win of lines) {
    // Line numbers from the engine are 1-based positions in the paylines list.
    const rows = paylines[win.line - 1];
    if (!rows) continue;
    rows.slice(0, win.count).forEach((row, reel) => cells.add(`${reel}:${row}`));
  }
  return cells;
};
