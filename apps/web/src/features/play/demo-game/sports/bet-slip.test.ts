import { describe, expect, it } from 'vitest';
import type { DemoSportsBoard } from '@gp/contract/demo-sports';
import { accumulatorOdds, returnOf, slipAgainst, toggleSelection, type SlipSelection } from './bet-slip';

const pick = (
  fixtureId: string,
  selection: SlipSelection['selection'],
  odds: string,
  market = '1x2',
): SlipSelection => ({
  fixtureId,
  sport: 'football',
  home: 'A',
  away: 'B',
  market,
  kind: '1x2',
  line: null,
  selection,
  odds,
});

describe('bet slip', () => {
  it('holds one selection per fixture: another pick replaces it, the same pick removes it', () => {
    let slip = toggleSelection([], pick('f-1', 'home', '1.95'));
    slip = toggleSelection(slip, pick('f-2', 'away', '2.10'));
    slip = toggleSelection(slip, pick('f-1', 'draw', '3.40'));
    expect(slip.map((s) => [s.fixtureId, s.selection])).toEqual([
      ['f-2', 'away'],
      ['f-1', 'draw'],
    ]);
    expect(toggleSelection(slip, pick('f-2', 'away', '2.10')).map((s) => s.fixtureId)).toEqual(['f-1']);
  });

  it("reads each selection's odds on the board now: moved, or closed once the fixture left it", () => {
    const board = {
      sports: [
        {
          key: 'football',
          fixtures: [
            {
              id: 'f-1',
              markets: [{ key: '1x2', kind: '1x2', line: null, selections: [{ key: 'home', odds: '2.00' }] }],
            },
          ],
        },
      ],
    } as unknown as DemoSportsBoard;
    const lines = slipAgainst([pick('f-1', 'home', '1.95'), pick('f-9', 'home', '1.50')], board);
    expect(lines.map((l) => l.current)).toEqual(['2.00', null]);
    expect(slipAgainst([pick('f-1', 'home', '1.95')], null)[0]!.current).toBeNull();
  });

  it('multiplies accumulator odds and returns in integers, rounded down', () => {
    expect(accumulatorOdds([{ odds: '1.33' }, { odds: '1.33' }])).toBe('1.76');
    expect(accumulatorOdds([{ odds: '3.65' }, { odds: '1.35' }])).toBe('4.92');
    expect(accumulatorOdds([{ odds: '2.05' }])).toBe('2.05');
    expect(returnOf(1000n, '1.95')).toBe(1950n);
    expect(returnOf(333n, '1.33')).toBe(442n);
  });
});
