/**
 * The demo slot's mathematics: a 5-reel, 3-row video slot with 20 fixed paylines, a wild that
 * substitutes for every symbol, and two weighted reel sets.
 *
 * - A line pays the longest run of one symbol from the leftmost reel (3, 4 or 5 in a row; wilds count
 *   as that symbol), or the wilds' own run if that pays more. Pays are multiples of the line bet; the
 *   stake is 20 line bets, so the stake is always a multiple of 20 minor units.
 * - Each spin first picks a reel set (HIGH or LOW) with integer weights out of 1,000,000, then stops
 *   each reel uniformly at random. The weights are solved from the configured return to player:
 *   RTP = (wHigh * RTP_HIGH + wLow * RTP_LOW) / 1,000,000, so any RTP between the two sets' returns
 *   (about 79% and 100.4%) is reached to within 1e-6.
 * - Every line's five symbols are independent (one per reel, each reel's stop uniform), so a line's
 *   expected pay, and with it the RTP, is computed EXACTLY by enumerating the reels' symbol counts
 *   (`exactLineMoments`), never estimated.
 */
export const symbols = [
  'WILD',
  'SEVEN',
  'BAR',
  'BELL',
  'CHERRY',
  'PLUM',
  'ORANGE',
  'LEMON',
  'GRAPE',
] as const;
export type SlotSymbol = (typeof symbols)[number];

/** Line-bet multipliers for 3, 4 and 5 in a row. */
export const paytable: Record<SlotSymbol, readonly [number, number, number]> = {
  WILD: [50, 250, 1000],
  SEVEN: [40, 150, 750],
  BAR: [25, 100, 400],
  BELL: [20, 60, 250],
  CHERRY: [12, 40, 150],
  PLUM: [10, 25, 100],
  ORANGE: [8, 20, 80],
  LEMON: [5, 15, 50],
  GRAPE: [5, 12, 40],
};

export const reelCount = 5;
export const rowCount = 3;

/** Row (0 top, 1 middle, 2 bottom) of each reel, per payline. */
export const paylines: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [0, 2, 2, 2, 0],
];
export const lineCount = paylines.length;

/** Symbol counts per reel, in `symbols` order. */
type ReelCounts = readonly (readonly number[])[];
const highCounts: ReelCounts = [
  [1, 1, 2, 3, 4, 5, 6, 7, 8],
  [4, 1, 2, 3, 4, 5, 6, 7, 8],
  [4, 1, 2, 3, 4, 5, 6, 7, 8],
  [4, 1, 2, 3, 4, 5, 6, 7, 8],
  [3, 1, 2, 3, 4, 5, 6, 7, 8],
];
const lowCounts: ReelCounts = [
  [1, 1, 2, 3, 4, 5, 6, 7, 8],
  [3, 1, 2, 3, 4, 5, 6, 7, 8],
  [3, 1, 2, 3, 4, 5, 6, 7, 8],
  [3, 1, 2, 3, 4, 5, 6, 7, 8],
  [2, 1, 2, 3, 4, 5, 6, 7, 8],
];

/**
 * Lays out a strip from symbol counts so equal symbols are spread out (smooth weighted round robin):
 * deterministic, and the visible window rarely shows one symbol stacked. Only the counts matter for
 * the RTP; the order only changes which symbols appear together in a window.
 */
export const buildStrip = (counts: readonly number[]): SlotSymbol[] => {
  const total = counts.reduce((a, b) => a + b, 0);
  const current = counts.map(() => 0);
  const strip: SlotSymbol[] = [];
  for (let i = 0; i < total; i += 1) {
    let best = -1;
    counts.forEach((count, s) => {
      current[s]! += count;
      if (count > 0 && (best < 0 || current[s]! > current[best]!)) best = s;
    });
    current[best]! -= total;
    strip.push(symbols[best]!);
  }
  return strip;
};

export interface ReelSet {
  name: 'HIGH' | 'LOW';
  counts: ReelCounts;
  strips: SlotSymbol[][];
}
export const reelSets: readonly [ReelSet, ReelSet] = [
  { name: 'HIGH', counts: highCounts, strips: highCounts.map(buildStrip) },
  { name: 'LOW', counts: lowCounts, strips: lowCounts.map(buildStrip) },
];

const pays = (symbol: SlotSymbol, run: number): number => (run >= 3 ? paytable[symbol][run - 3]! : 0);

export interface LinePay {
  symbol: SlotSymbol;
  count: number;
  multiplier: number;
}

/** The pay of one line's five symbols, or null. */
export const evaluateLine = (line: readonly SlotSymbol[]): LinePay | null => {
  let wilds = 0;
  while (wilds < line.length && line[wilds] === 'WILD') wilds += 1;
  const first = line.find((s) => s !== 'WILD');
  if (first === undefined)
    return { symbol: 'WILD', count: line.length, multiplier: pays('WILD', line.length) };
  let run = 0;
  while (run < line.length && (line[run] === first || line[run] === 'WILD')) run += 1;
  const symbolPay = pays(first, run);
  const wildPay = pays('WILD', wilds);
  if (symbolPay === 0 && wildPay === 0) return null;
  return wildPay > symbolPay
    ? { symbol: 'WILD', count: wilds, multiplier: wildPay }
    : { symbol: first, count: run, multiplier: symbolPay };
};

/**
 * Exact first and second moments of one line's pay (in line bets) for a reel set, as fractions over
 * `denominator` = the product of the strip lengths. Enumerates the 9^5 symbol combinations weighted by
 * their counts.
 */
export const exactLineMoments = (counts: ReelCounts) => {
  const denominator = counts.reduce((d, reel) => d * BigInt(reel.reduce((a, b) => a + b, 0)), 1n);
  let sum = 0n;
  let sumSquares = 0n;
  const line: SlotSymbol[] = [];
  const walk = (reel: number, weight: bigint) => {
    if (reel === reelCount) {
      const pay = BigInt(evaluateLine(line)?.multiplier ?? 0);
      sum += weight * pay;
      sumSquares += weight * pay * pay;
      return;
    }
    counts[reel]!.forEach((count, s) => {
      if (count === 0) return;
      line[reel] = symbols[s]!;
      walk(reel + 1, weight * BigInt(count));
    });
  };
  walk(0, 1n);
  return { sum, sumSquares, denominator };
};

export const weightScale = 1_000_000;

const toNumber = (numerator: bigint, denominator: bigint) =>
  Number((numerator * 1_000_000_000_000n) / denominator) / 1e12;

/**
 * The reel-set weights for a target RTP (a fraction, e.g. 0.96), the exact RTP they give and the
 * per-line variance (an upper bound of the per-spin variance: the spin's return is the mean of its 20
 * lines, and the variance of a mean never exceeds the largest variance of its terms).
 */
export const slotModel = (targetRtp: number) => {
  const [high, low] = reelSets.map((set) => exactLineMoments(set.counts)) as [
    ReturnType<typeof exactLineMoments>,
    ReturnType<typeof exactLineMoments>,
  ];
  const rtpHigh = toNumber(high.sum, high.denominator);
  const rtpLow = toNumber(low.sum, low.denominator);
  if (!(targetRtp >= rtpLow && targetRtp <= rtpHigh)) {
    throw new Error(`RTP ${targetRtp} is outside what the reel sets reach (${rtpLow}..${rtpHigh})`);
  }
  const highWeight = Math.round(((targetRtp - rtpLow) / (rtpHigh - rtpLow)) * weightScale);
  const scale = BigInt(weightScale);
  const w = BigInt(highWeight);
  // Mixture moments as exact fractions over den = scale * dHigh * dLow.
  const den = scale * high.denominator * low.denominator;
  const mean = w * high.sum * low.denominator + (scale - w) * low.sum * high.denominator;
  const second = w * high.sumSquares * low.denominator + (scale - w) * low.sumSquares * high.denominator;
  const rtp = toNumber(mean, den);
  const secondMoment = toNumber(second, den);
  return {
    highWeight,
    rtpHigh,
    rtpLow,
    /** Exact RTP of the weighted reel sets (equals the target to within 1e-6). */
    rtp,
    exact: { numerator: mean, denominator: den },
    lineVariance: secondMoment - rtp * rtp,
  };
};
export type SlotModel = ReturnType<typeof slotModel>;
