import type { Locator } from 'playwright-core';

export interface TableLayout {
  /** 'cards' when rows are shown as label/value cards, 'table' otherwise. */
  mode: 'cards' | 'table';
  /** The table is wider than its box and scrolls sideways inside it. */
  scrolls: boolean;
  rows: number;
  /** Every way a column or cell is cut off or out of reach (empty when none is). */
  problems: string[];
}

/**
 * How a data table (the region TableRegion renders) is laid out, and whether any header or cell is
 * clipped: every cell must be visible, or reachable by scrolling a container that scrolls (never cut by
 * overflow hidden/clip, never beyond the viewport); a table that scrolls keeps its first column
 * sticky; card rows label every value; the page itself never scrolls sideways.
 */
export const tableLayout = (region: Locator): Promise<TableLayout> =>
  region.evaluate((wrap) => {
    const problems: string[] = [];
    const table = wrap.querySelector('table');
    if (!table) return { mode: 'table' as const, scrolls: false, rows: 0, problems: ['no table'] };
    const mode = getComputedStyle(table).display === 'table' ? ('table' as const) : ('cards' as const);
    const scrolls = wrap.scrollWidth > wrap.clientWidth + 1;
    const viewport = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > viewport + 1) {
      problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${viewport})`);
    }
    const name = (cell: Element) =>
      `${cell.tagName.toLowerCase()} "${(cell.textContent ?? '').trim().slice(0, 30)}"`;
    for (const row of Array.from(table.rows)) {
      const first = row.cells[0];
      if (mode === 'table' && scrolls && first && getComputedStyle(first).position !== 'sticky') {
        problems.push(`scrolls without a sticky first column at ${name(first)}`);
      }
      for (const cell of Array.from(row.cells)) {
        // Card rows carry the header as each value's label; the header row is for screen readers.
        if (mode === 'cards' && cell.closest('thead')) continue;
        if (mode === 'cards' && !cell.getAttribute('data-label')) problems.push(`${name(cell)} has no label`);
        if (cell.scrollWidth > cell.clientWidth + 1) problems.push(`${name(cell)} overflows its cell`);
        let rect = cell.getBoundingClientRect();
        for (let box = cell.parentElement; box && box !== document.documentElement; box = box.parentElement) {
          const overflow = getComputedStyle(box).overflowX;
          if (overflow === 'visible') continue;
          const outer = box.getBoundingClientRect();
          if (overflow === 'auto' || overflow === 'scroll') {
            const left = rect.left - (outer.left + box.clientLeft) + box.scrollLeft;
            if (left < -1 || left + rect.width > box.scrollWidth + 1) {
              problems.push(`${name(cell)} is beyond the scroll range of ${box.className || box.tagName}`);
            }
            // Beyond this box, what must be visible is the box itself.
            rect = outer;
          } else if (rect.left < outer.left - 1 || rect.right > outer.right + 1) {
            problems.push(
              `${name(cell)} is cut off by ${box.className || box.tagName} (overflow ${overflow})`,
            );
          }
        }
        if (rect.left < -1 || rect.right > viewport + 1)
          problems.push(`${name(cell)} is outside the viewport`);
      }
    }
    return { mode, scrolls, rows: table.tBodies[0]?.rows.length ?? 0, problems: [...new Set(problems)] };
  });
