import type { RandomSource } from './random-source.js';
import {
  evaluateLine,
  lineCount,
  paylines,
  paytable,
  reelCount,
  reelSets,
  rowCount,
  slotModel,
  weightScale,
  type SlotSymbol,
} from './slot-math.js';

export interface LineWin {
  /** 1-based payline number. */
  line: number;
  symbol: SlotSymbol;
  count: number;
  multiplier: number;
  win: bigint;
}

export interface SlotOutcome {
  reelSet: 'HIGH' | 'LOW';
  stops: number[];
  /** window[reel][row], rows top to bottom. */
  window: SlotSymbol[][];
  lines: LineWin[];
  win: bigint;
}

/**
 * A game engine of the demo vendor: a stake in, an outcome with its win out. Engines are chosen per
 * catalogue game type (engines.ts) so lottery or table games can join with their own engine.
 */
export interface GameEngine<Outcome = unknown> {
  kind: string;
  /** Allowed stakes in minor units. */
  betLevels: readonly bigint[];
  play: (bet: bigint, random: RandomSource) => Outcome & { win: bigint };
  /** What the game page shows: rules, pays, lines. */
  describe: () => Record<string, unknown>;
}

/** Stakes (minor units): multiples of 20 so the line bet is whole. KRW 100 to 50,000. */
export const slotBetLevels: readonly bigint[] = [
  10_000n,
  20_000n,
  50_000n,
  100_000n,
  200_000n,
  500_000n,
  1_000_000n,
  5_000_000n,
];

export const createSlotEngine = (targetRtp: number): GameEngine<SlotOutcome> => {
  const model = slotModel(targetRtp);
  const [high, low] = reelSets;

  const play = (bet: bigint, random: RandomSource): SlotOutcome => {
    if (bet <= 0n || bet % BigInt(lineCount) !== 0n) throw new Error('stake must be a multiple of the lines');
    const lineBet = bet / BigInt(lineCount);
    const set = random.int(weightScale) < model.highWeight ? high : low;
    const stops = set.strips.map((strip) => random.int(strip.length));
    const window = set.strips.map((strip, reel) =>
      Array.from({ length: rowCount }, (_, row) => strip[(stops[reel]! + row) % strip.length]!),
    );
    const lines: LineWin[] = [];
    paylines.forEach((rows, index) => {
      const line = rows.map((row, reel) => window[reel]![row]!);
      const pay = evaluateLine(line);
      if (pay) lines.push({ line: index + 1, ...pay, win: lineBet * BigInt(pay.multiplier) });
    });
    return { reelSet: set.name, stops, window, lines, win: lines.reduce((s, l) => s + l.win, 0n) };
  };

  return {
    kind: 'slot',
    betLevels: slotBetLevels,
    play,
    describe: () => ({
      kind: 'slot',
      reels: reelCount,
      rows: rowCount,
      paylines,
      paytable,
      rtp: Math.round(model.rtp * 10_000) / 100,
    }),
  };
};
