/** One entry of a numbered pager: a page button, or a gap ("…") standing for the pages left out. */
export type PageWindowItem = { kind: 'page'; page: number } | { kind: 'gap'; before: number };

/**
 * The page numbers a pager shows (spec 9: "page range 5, 1 margin page"): `range` consecutive pages
 * around the current one (shifted inward at either end so there are always `range` when the pages
 * allow), plus `margin` pages at each end; the pages between become one gap. A gap that would stand
 * for a single page shows that page instead, since the number is no wider than the "…".
 */
export const pageWindow = (
  pageNum: number,
  totalPages: number,
  range: number,
  margin: number,
): PageWindowItem[] => {
  if (totalPages < 1) return [];
  const current = Math.min(Math.max(pageNum, 1), totalPages);
  const start = Math.max(1, Math.min(current - Math.floor((range - 1) / 2), totalPages - range + 1));
  const end = Math.min(totalPages, start + range - 1);
  const shown = (page: number) =>
    page <= margin || page > totalPages - margin || (page >= start && page <= end);

  const items: PageWindowItem[] = [];
  for (let page = 1; page <= totalPages; page += 1) {
    if (shown(page)) {
      items.push({ kind: 'page', page });
      continue;
    }
    let next = page;
    while (next <= totalPages && !shown(next)) next += 1;
    if (next - page === 1) items.push({ kind: 'page', page });
    else items.push({ kind: 'gap', before: next });
    page = next - 1;
  }
  return items;
};
