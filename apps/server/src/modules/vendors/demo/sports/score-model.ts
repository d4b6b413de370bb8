/**
 * What a fixture's final score can be, with the probability of each: the sportsbook prices its
 * markets from this and draws the result from it, so the margin is exact by construction.
 */
export interface Score {
  home: number;
  away: number;
}
export type ScoreDistribution = ReadonlyArray<Score & { p: number }>;

/** A fixture's model: two Poisson scores (goals, points) or a best-of series (sets, maps). */
export type ScoreModel =
  | { kind: 'poisson'; homeMean: number; awayMean: number; overtime: boolean }
  | { kind: 'series'; bestOf: number; homeWinsGame: number };

const poissonTerms = (mean: number): { from: number; p: number[] } => {
  // Mass outside mean ± 5 standard deviations (and five more) is below one in a million: left out,
  // the rest renormalised. Prices are hundredths; this moves none of them.
  const spread = 5 * Math.sqrt(mean) + 5;
  const from = Math.max(0, Math.floor(mean - spread));
  const to = Math.ceil(mean + spread);
  let logP = -mean + from * Math.log(mean) - logFactorial(from);
  const p: number[] = [];
  for (let k = from; k <= to; k += 1) {
    p.push(Math.exp(logP));
    logP += Math.log(mean) - Math.log(k + 1);
  }
  return { from, p };
};

const logFactorial = (n: number) => {
  let sum = 0;
  for (let k = 2; k <= n; k += 1) sum += Math.log(k);
  return sum;
};

/**
 * Independent Poisson scores. With `overtime` (basketball) a level score is played on: its mass goes
 * half to one point more for either side, so the distribution has no draws. The grid is a flat array
 * (one more row and column for the overtime points): a basketball's is some 20,000 cells.
 */
const poisson = (homeMean: number, awayMean: number, overtime: boolean): ScoreDistribution => {
  const home = poissonTerms(homeMean);
  const away = poissonTerms(awayMean);
  const rows = home.p.length + 1;
  const cols = away.p.length + 1;
  const grid = new Float64Array(rows * cols);
  home.p.forEach((ph, i) =>
    away.p.forEach((pa, j) => {
      const p = ph * pa;
      if (overtime && home.from + i === away.from + j) {
        grid[(i + 1) * cols + j]! += p / 2;
        grid[i * cols + j + 1]! += p / 2;
      } else grid[i * cols + j]! += p;
    }),
  );
  const cells: Array<Score & { p: number }> = [];
  grid.forEach((p, k) => {
    if (p > 0) cells.push({ home: home.from + Math.floor(k / cols), away: away.from + (k % cols), p });
  });
  return normalised(cells);
};

/** A best-of-n series where the home side wins each game (set, map) with the same chance. */
const series = (bestOf: number, q: number): ScoreDistribution => {
  const need = Math.ceil(bestOf / 2);
  const out: Array<Score & { p: number }> = [];
  for (let lost = 0; lost < need; lost += 1) {
    // The winner takes the last game: choose where the loser's games fall among the others.
    const ways = binomial(need - 1 + lost, lost);
    out.push({ home: need, away: lost, p: ways * q ** need * (1 - q) ** lost });
    out.push({ home: lost, away: need, p: ways * (1 - q) ** need * q ** lost });
  }
  return normalised(out);
};

const binomial = (n: number, k: number) => {
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return result;
};

const normalised = (cells: Array<Score & { p: number }>): ScoreDistribution => {
  const total = cells.reduce((sum, c) => sum + c.p, 0);
  return cells.filter((c) => c.p > 0).map((c) => ({ ...c, p: c.p / total }));
};

export const distributionOf = (model: ScoreModel): ScoreDistribution =>
  model.kind === 'poisson'
    ? poisson(model.homeMean, model.awayMean, model.overtime)
    : series(model.bestOf, model.homeWinsGame);

/** Draws a score: `unit` is uniform in [0, 1) (node:crypto in play). */
export const drawScore = (distribution: ScoreDistribution, unit: number): Score => {
  let left = unit;
  for (const cell of distribution) {
    left -= cell.p;
    if (left < 0) return { home: cell.home, away: cell.away };
  }
  const last = distribution[distribution.length - 1]!;
  return { home: last.home, away: last.away };
};
