import { describe, expect, it } from 'vitest';
import { createPrng } from '../../../db/seed/prng.js';
import type { RandomSource } from './random-source.js';
import { createSlotEngine, slotBetLevels } from './slot-engine.js';
import { buildStrip, evaluateLine, exactLineMoments, reelSets, slotModel, symbols } from './slot-math.js';

const seeded = (seed: number): RandomSource => {
  const next = createPrng(seed);
  return { int: (max) => Math.floor(next() * max) };
};

describe('slot paytable', () => {
  it('pays the longest left-to-right run, wilds substituting, or the wilds themselves', () => {
    expect(evaluateLine(['BAR', 'BAR', 'BAR', 'LEMON', 'BAR'])).toEqual({
      symbol: 'BAR',
      count: 3,
      multiplier: 25,
    });
    expect(evaluateLine(['WILD', 'BAR', 'WILD', 'BAR', 'GRAPE'])).toEqual({
      symbol: 'BAR',
      count: 4,
      multiplier: 100,
    });
    // Three wilds pay 50 on their own, more than WILD WILD WILD GRAPE as four grapes (12).
    expect(evaluateLine(['WILD', 'WILD', 'WILD', 'GRAPE', 'BAR'])).toEqual({
      symbol: 'WILD',
      count: 3,
      multiplier: 50,
    });
    expect(evaluateLine(['WILD', 'WILD', 'WILD', 'WILD', 'WILD'])).toMatchObject({ multiplier: 1000 });
    expect(evaluateLine(['BAR', 'BAR', 'LEMON', 'BAR', 'BAR'])).toBeNull();
    expect(evaluateLine(['LEMON', 'BAR', 'BAR', 'BAR', 'BAR'])).toBeNull();
  });

  it('lays strips out with exactly the configured symbol counts', () => {
    const counts = [1, 1, 2, 3, 4, 5, 6, 7, 8];
    const strip = buildStrip(counts);
    expect(strip).toHaveLength(37);
    symbols.forEach((s, i) => expect(strip.filter((x) => x === s)).toHaveLength(counts[i]!));
  });

  it('has an exact RTP equal to the configured one, for several configurations', () => {
    for (const target of [0.8, 0.9, 0.96, 0.99]) {
      const model = slotModel(target);
      expect(Math.abs(model.rtp - target)).toBeLessThan(1e-6);
    }
    const [high, low] = reelSets.map((s) => exactLineMoments(s.counts));
    // The reel sets bracket the configurable range.
    expect(Number(high!.sum) / Number(high!.denominator)).toBeGreaterThan(0.99);
    expect(Number(low!.sum) / Number(low!.denominator)).toBeLessThan(0.8);
    expect(() => slotModel(0.5)).toThrow(/outside/);
  });
});

describe('slot engine', () => {
  it('measures an RTP within the paytable variance bound of the configured 96%', () => {
    const target = 0.96;
    const model = slotModel(target);
    const engine = createSlotEngine(target);
    const random = seeded(20_240_601);
    const bet = 2_000n;
    const rounds = 1_000_000;
    let won = 0n;
    let hits = 0;
    for (let i = 0; i < rounds; i += 1) {
      const outcome = engine.play(bet, random);
      won += outcome.win;
      if (outcome.win > 0n) hits += 1;
    }
    const measured = Number(won) / (Number(bet) * rounds);
    // Per-spin return variance <= per-line variance (mean of 20 lines); 4.5 standard errors.
    const tolerance = 4.5 * Math.sqrt(model.lineVariance / rounds);
    expect(tolerance).toBeLessThan(0.035);
    expect(Math.abs(measured - model.rtp)).toBeLessThan(tolerance);
    expect(hits / rounds).toBeGreaterThan(0.1);
  });

  it('builds a 5x3 window from the stops and pays each winning line in line bets', () => {
    const engine = createSlotEngine(0.96);
    const outcome = engine.play(slotBetLevels[0]!, seeded(7));
    expect(outcome.window).toHaveLength(5);
    for (const reel of outcome.window) expect(reel).toHaveLength(3);
    const lineBet = slotBetLevels[0]! / 20n;
    for (const l of outcome.lines) expect(l.win).toBe(lineBet * BigInt(l.multiplier));
    expect(outcome.win).toBe(outcome.lines.reduce((s, l) => s + l.win, 0n));
    expect(() => engine.play(1_001n, seeded(1))).toThrow();
  });
});
