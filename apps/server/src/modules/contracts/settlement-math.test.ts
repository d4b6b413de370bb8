import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocate,
  baseOf,
  grossOf,
  type Allocation,
  type PeriodFigures,
  type TreeNode,
} from './settlement-math.js';

/**
 * The difference model as a property (issue 16): random contract trees, rates and bets. A node's team
 * figures are built bottom-up from its players' own results, so a sub-agent's team is always part of
 * its upline's team, as in the real tree.
 */
interface Shape {
  rateBp: number;
  tierAt: number;
  ownBets: { bet: number; win: number }[];
  children: Shape[];
}

const shape: fc.Memo<Shape> = fc.memo((depth) =>
  fc.record({
    rateBp: fc.integer({ min: 1, max: 5_000 }),
    tierAt: fc.integer({ min: 0, max: 300_000 }),
    ownBets: fc.array(
      fc.record({ bet: fc.integer({ min: 0, max: 100_000 }), win: fc.integer({ min: 0, max: 200_000 }) }),
      {
        maxLength: 6,
      },
    ),
    children: depth > 1 ? fc.array(shape(depth - 1), { maxLength: 3 }) : fc.constant([]),
  }),
);

let nextId = 1;
/** The tree, each node's team figures counting its players and everything under its children. */
const build = (s: Shape): TreeNode => {
  const children = s.children.map(build);
  const own = s.ownBets.reduce<PeriodFigures>(
    (f, b) => ({
      validBet: f.validBet + BigInt(b.bet),
      bet: f.bet + BigInt(b.bet),
      win: f.win + BigInt(b.win),
      activeMembers: f.activeMembers + 1,
    }),
    { validBet: 0n, bet: 0n, win: 0n, activeMembers: 0 },
  );
  const figures = children.reduce(
    (f, c) => ({
      validBet: f.validBet + c.figures.validBet,
      bet: f.bet + c.figures.bet,
      win: f.win + c.figures.win,
      activeMembers: f.activeMembers + c.figures.activeMembers + 1,
    }),
    own,
  );
  const id = nextId++;
  return {
    contractId: id,
    agentId: id,
    figures,
    tiers: [
      { minValidBet: '0', minActiveMembers: 0, rateBp: Math.max(1, Math.floor(s.rateBp / 2)) },
      { minValidBet: String(s.tierAt), minActiveMembers: 1, rateBp: s.rateBp },
    ],
    children,
  };
};

const childrenOf = (root: TreeNode) => {
  const map = new Map<number, number[]>();
  const walk = (n: TreeNode) => {
    map.set(
      n.contractId,
      n.children.map((c) => c.contractId),
    );
    n.children.forEach(walk);
  };
  walk(root);
  return map;
};

describe('difference model', () => {
  for (const kind of ['DAILY', 'DIVIDEND'] as const) {
    it(`${kind}: nobody below zero, the tree within the top gross, each payout from its inputs`, () => {
      fc.assert(
        fc.property(shape(4), (s) => {
          const root = build(s);
          const allocations = allocate(kind, root);
          const byId = new Map(allocations.map((a) => [a.contractId, a]));
          const kids = childrenOf(root);
          expect(byId.size).toBe(allocations.length); // every contract once
          const top = allocations[0]!;
          const paid = allocations.reduce((sum, a) => sum + a.payout, 0n);
          expect(paid).toBeLessThanOrEqual(top.gross);
          for (const a of allocations) {
            expect(a.payout).toBeGreaterThanOrEqual(0n);
            expect(a.gross).toBe(grossOf(baseOf(kind, a.figures), a.effectiveRateBp));
            expect(a.effectiveRateBp).toBeLessThanOrEqual(a.rateBp);
            const mayHandOut = a.ceiling === null || a.gross < a.ceiling ? a.gross : a.ceiling;
            expect(a.payout + a.subShare).toBe(mayHandOut);
            const under: Allocation[] = (kids.get(a.contractId) ?? []).map((id) => byId.get(id)!);
            expect(a.subShare).toBe(under.reduce((sum, c) => sum + c.payout + c.subShare, 0n));
            for (const c of under) expect(c.effectiveRateBp).toBeLessThanOrEqual(a.effectiveRateBp);
          }
          if (kind === 'DAILY') {
            // Valid bets add up, so no sub-agent is ever cut: each gets its own gross.
            for (const a of allocations.slice(1)) expect(a.payout + a.subShare).toBe(a.gross);
            expect(paid).toBe(top.gross);
          }
        }),
        { numRuns: 300 },
      );
    });
  }

  it('pays an agent its rate minus what its sub-agent earns on its part', () => {
    const f = (validBet: bigint): PeriodFigures => ({ validBet, bet: validBet, win: 0n, activeMembers: 3 });
    const tier = (rateBp: number) => [{ minValidBet: '0', minActiveMembers: 0, rateBp }];
    const sub: TreeNode = {
      contractId: 2,
      agentId: 20,
      figures: f(400_000n),
      tiers: tier(100),
      children: [],
    };
    const top: TreeNode = {
      contractId: 1,
      agentId: 10,
      figures: f(1_000_000n),
      tiers: tier(150),
      children: [sub],
    };
    const [a, b] = allocate('DAILY', top);
    // 1.5 % of 1,000,000 = 15,000 for the tree; 1 % of 400,000 = 4,000 to the sub-agent.
    expect(b).toMatchObject({ gross: 4_000n, payout: 4_000n, ceiling: 4_000n });
    expect(a).toMatchObject({ gross: 15_000n, subShare: 4_000n, payout: 11_000n, ceiling: null });
  });

  it("caps a sub-agent's rate at its upline's, and shares a dividend when the sub-team lost more than the team", () => {
    const lose = (bet: bigint, win: bigint, n: number): PeriodFigures => ({
      validBet: bet,
      bet,
      win,
      activeMembers: n,
    });
    const tier = (rateBp: number) => [{ minValidBet: '0', minActiveMembers: 0, rateBp }];
    const subA: TreeNode = {
      contractId: 2,
      agentId: 20,
      figures: lose(100_000n, 0n, 1),
      tiers: tier(3_000),
      children: [],
    };
    const subB: TreeNode = {
      contractId: 3,
      agentId: 30,
      figures: lose(100_000n, 0n, 1),
      tiers: tier(1_000),
      children: [],
    };
    // The whole team lost 100,000 net (the agent's own players won back 100,000 of the 200,000).
    const top: TreeNode = {
      contractId: 1,
      agentId: 10,
      figures: lose(300_000n, 200_000n, 5),
      tiers: tier(2_000),
      children: [subA, subB],
    };
    const [t, a, b] = allocate('DIVIDEND', top);
    expect(a!.effectiveRateBp).toBe(2_000);
    // The tree may pay 20,000; the sub-agents want 20,000 + 10,000: they share it 2:1.
    expect(t).toMatchObject({ gross: 20_000n, subShare: 19_999n, payout: 1n });
    expect(a).toMatchObject({ gross: 20_000n, ceiling: 13_333n, payout: 13_333n });
    expect(b).toMatchObject({ gross: 10_000n, ceiling: 6_666n, payout: 6_666n });
  });
});
