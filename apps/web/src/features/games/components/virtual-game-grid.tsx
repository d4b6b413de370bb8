import type { GameCard as Game } from '@gp/contract/games';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import styles from './game-grid.module.css';
import { ConnectedGameCard, useGameCardActions } from './game-tiles';

/** Narrowest a card may get before the grid drops a column; 2 columns at least (390 px phones). */
const minCardWidth = 164;
const gap = 16;

export const columnsFor = (width: number): number =>
  Math.max(2, Math.min(8, Math.floor((width + gap) / (minCardWidth + gap))));

/** Width of an element, kept up to date as it resizes. */
const useWidth = (ref: React.RefObject<HTMLElement | null>) => {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
};

/**
 * A long game list (10,000 slots) rendered as rows of cards against the window's scroll: only the rows
 * near the viewport are in the DOM. Rows are measured, so the cards keep their natural height.
 */
export const VirtualGameGrid = ({ games, label }: { games: readonly Game[]; label: string }) => {
  const actions = useGameCardActions();
  const listRef = useRef<HTMLDivElement>(null);
  const width = useWidth(listRef);
  const columns = columnsFor(width);
  const rowCount = Math.ceil(games.length / columns);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const top = listRef.current?.getBoundingClientRect().top ?? 0;
    setScrollMargin(top + window.scrollY);
  }, [width]);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => (width / columns) * 1 + 120,
    overscan: 3,
    scrollMargin,
  });

  return (
    <div
      ref={listRef}
      className={styles.virtual}
      role="list"
      aria-label={label}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          ref={virtualizer.measureElement}
          data-index={row.index}
          role="none"
          className={styles.row}
          style={
            {
              '--columns': columns,
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
            } as CSSProperties
          }
        >
          {games.slice(row.index * columns, row.index * columns + columns).map((game) => (
            <div role="listitem" key={game.nodeId}>
              <ConnectedGameCard game={game} actions={actions} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
};
