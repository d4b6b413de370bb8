import { useState, type CSSProperties } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { BetSpot } from '../live/bet-spot';
import type { BoardProps } from '../live/live-table';
import { areaFor, areNeighbours, insideBetOf, splitArea, type BetKind } from './inside-bets';
import { BetKindPicker, InsideBetList } from './inside-bet-parts';
import { colourOf, columns, dozens, evenChances, type RouletteRules } from './roulette-rules';
import styles from './roulette.module.css';

/** Where a cell sits: [column, row, column span, row span] on the wide board and on the tall one. */
type Place = readonly [number, number, number, number];
const placeStyle = (wide: Place, tall: Place) =>
  ({
    '--w-col': wide[0],
    '--w-row': wide[1],
    '--w-cspan': wide[2],
    '--w-rspan': wide[3],
    '--t-col': tall[0],
    '--t-row': tall[1],
    '--t-cspan': tall[2],
    '--t-rspan': tall[3],
  }) as CSSProperties;

/**
 * Wide board: zero in column 1 over three rows, numbers in columns 2-13 (3, 6 ... on top), the 2:1
 * column bets in column 14, dozens in row 4, even chances in row 5. Tall board (phones): the same
 * turned a quarter: zero on top, numbers in rows 2-13 (1, 2, 3 left to right), column bets in row 14,
 * dozens and even chances as two columns on the left.
 */
const numberPlace = (n: number): [Place, Place] =>
  n === 0
    ? [
        [1, 1, 1, 3],
        [3, 1, 3, 1],
      ]
    : [
        [Math.ceil(n / 3) + 1, 3 - ((n - 1) % 3), 1, 1],
        [((n - 1) % 3) + 3, Math.ceil(n / 3) + 1, 1, 1],
      ];
const columnPlace = (i: number): [Place, Place] => [
  [14, i + 1, 1, 1],
  [5 - i, 14, 1, 1],
];
const dozenPlace = (i: number): [Place, Place] => [
  [2 + i * 4, 4, 4, 1],
  [2, 2 + i * 4, 1, 4],
];
const chancePlace = (i: number): [Place, Place] => [
  [2 + i * 2, 5, 2, 1],
  [1, 2 + i * 2, 1, 2],
];

/** The numbers the bets on several numbers (placed or still to place) cover. */
const coveredBy = (...maps: ReadonlyMap<string, bigint>[]): Set<number> =>
  new Set(maps.flatMap((map) => [...map.keys()].flatMap((area) => insideBetOf(area)?.numbers ?? [])));

/**
 * The betting board: every number and the outside bets, each a button that adds the chosen chip.
 * What a tap on a number bets follows the kind chosen above the board: the number, two numbers side
 * by side (a first tap picks one, a second its neighbour), its row, four numbers around it, or its
 * row and the next. Chips already placed show solid, chips still to place dashed; bets on several
 * numbers are listed under the board and their numbers ringed; the winning number lights up.
 */
export const RouletteBoard = ({
  rules,
  winning,
  placed,
  pending,
  disabled,
  onBet,
}: Omit<BoardProps, 'shown' | 'terms' | 'history'> & { rules: RouletteRules; winning: number | null }) => {
  const { t } = useTranslation();
  const [kind, setKind] = useState<BetKind>('straight');
  const [splitFrom, setSplitFrom] = useState<number | null>(null);
  const covered = coveredBy(placed, pending);
  const picking = disabled ? null : splitFrom;

  const chooseKind = (next: BetKind) => {
    setKind(next);
    setSplitFrom(null);
  };
  const tapNumber = (n: number) => {
    if (kind !== 'split') {
      const area = areaFor(kind, n);
      if (area) onBet(area);
      return;
    }
    if (picking !== null && areNeighbours(picking, n)) {
      onBet(splitArea(picking, n));
      setSplitFrom(null);
    } else setSplitFrom(picking === n ? null : n);
  };
  /** What a screen reader hears a number's button would bet, beyond the number itself. */
  const betsOn = (n: number): string[] => {
    if (kind === 'straight' || kind === 'split') return [];
    const numbers = insideBetOf(areaFor(kind, n) ?? '')?.numbers;
    return numbers ? [t('roulette.bets_on', { numbers: numbers.join(', ') })] : [];
  };

  const cell = (
    area: string,
    text: string,
    said: readonly string[],
    places: [Place, Place],
    options: { colour?: string; number?: number } = {},
  ) => {
    const { colour, number } = options;
    const isNumber = number !== undefined;
    // Zero joins no bet on several numbers: off while such a kind is chosen.
    const off = number === 0 && kind !== 'straight';
    return (
      <BetSpot
        key={area}
        area={area}
        text={text}
        said={said}
        placed={placed.get(area) ?? 0n}
        pending={pending.get(area) ?? 0n}
        won={winning !== null && area === `n${winning}`}
        disabled={disabled || off}
        onBet={isNumber ? () => tapNumber(number) : onBet}
        pressed={isNumber && kind === 'split' ? picking === number : undefined}
        boxClassName={styles.cellBox}
        className={styles.cell}
        boxStyle={placeStyle(...places)}
        data={{
          'data-colour': colour,
          'data-off': off ? '' : undefined,
          'data-covered': isNumber && covered.has(number) ? '' : undefined,
        }}
      />
    );
  };

  return (
    <div className={styles.boardArea}>
      <BetKindPicker kind={kind} picking={picking} onChoose={chooseKind} />
      <div className={styles.board} role="group" aria-label={t('live_table.board_label')}>
        {Array.from({ length: 37 }, (_, n) => {
          const colour = colourOf(rules, n);
          return cell(`n${n}`, String(n), [t(`roulette.colour.${colour}`), ...betsOn(n)], numberPlace(n), {
            colour,
            number: n,
          });
        })}
        {columns.map((area, i) => cell(area, '2:1', [t(`roulette.area.${area}`)], columnPlace(i)))}
        {dozens.map((area, i) =>
          cell(area, t(`roulette.short.${area}`), [t(`roulette.area.${area}`)], dozenPlace(i)),
        )}
        {evenChances.map((area, i) =>
          cell(
            area,
            t(`roulette.short.${area}`),
            area === 'low' || area === 'high' ? [t(`roulette.area.${area}`)] : [],
            chancePlace(i),
            { colour: area === 'red' || area === 'black' ? area : undefined },
          ),
        )}
      </div>
      <InsideBetList placed={placed} pending={pending} />
    </div>
  );
};
