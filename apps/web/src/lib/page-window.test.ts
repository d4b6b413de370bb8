import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window';

/** "1 … 4 5 [6] 7 8 … 12" style text of a window, for readable expectations. */
const text = (pageNum: number, totalPages: number) =>
  pageWindow(pageNum, totalPages, 5, 1)
    .map((item) => (item.kind === 'gap' ? '…' : item.page === pageNum ? `[${item.page}]` : item.page))
    .join(' ');

describe('pageWindow (spec 9: page range 5, 1 margin page)', () => {
  it('shows every page when they fit', () => {
    expect(text(1, 1)).toBe('[1]');
    expect(text(3, 5)).toBe('1 2 [3] 4 5');
    expect(text(7, 7)).toBe('1 2 3 4 5 6 [7]');
  });

  it('keeps five pages around the current one, one margin page at each end and gaps between', () => {
    expect(text(6, 12)).toBe('1 … 4 5 [6] 7 8 … 12');
    expect(text(1, 12)).toBe('[1] 2 3 4 5 … 12');
    expect(text(12, 12)).toBe('1 … 8 9 10 11 [12]');
    expect(text(4, 12)).toBe('1 2 3 [4] 5 6 … 12');
  });

  it('shows the single page a gap would hide instead of "…"', () => {
    expect(text(5, 12)).toBe('1 2 3 4 [5] 6 7 … 12');
    expect(text(1, 7)).toBe('[1] 2 3 4 5 6 7');
  });

  it('clamps a page outside the range and answers nothing without pages', () => {
    expect(text(40, 12)).toBe('1 … 8 9 10 11 12');
    expect(pageWindow(1, 0, 5, 1)).toEqual([]);
  });
});
