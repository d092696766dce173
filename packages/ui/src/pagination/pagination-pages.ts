export type PaginationItem = number | 'ellipsis-start' | 'ellipsis-end';

/** Spec section 9: numbered pagination shows at most 7 page buttons. */
export const MAX_PAGE_BUTTONS = 7;

/**
 * The items of a numbered pagination bar: page numbers (1-based) and ellipsis markers.
 * The bar never holds more than `maxItems` entries (ellipses included), always shows the first,
 * last and current page, and keeps the current page's neighbours visible.
 *
 *   getPaginationItems(1, 20)  -> [1, 2, 3, 4, 5, 'ellipsis-end', 20]
 *   getPaginationItems(10, 20) -> [1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]
 */
export function getPaginationItems(
  currentPage: number,
  totalPages: number,
  maxItems: number = MAX_PAGE_BUTTONS,
): PaginationItem[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total === 0) return [];
  const slots = Math.max(5, Math.floor(maxItems));
  const current = Math.min(Math.max(1, Math.floor(currentPage) || 1), total);
  if (total <= slots) return range(1, total);

  // first, last and two ellipses take four slots; the rest is the window around the current page
  const windowSize = slots - 4;
  const edgeSize = slots - 2; // numbers shown next to a single ellipsis

  if (current <= edgeSize - Math.floor(windowSize / 2)) {
    return [...range(1, edgeSize), 'ellipsis-end', total];
  }
  if (current >= total - edgeSize + 1 + Math.floor(windowSize / 2)) {
    return [1, 'ellipsis-start', ...range(total - edgeSize + 1, total)];
  }
  const start = current - Math.floor((windowSize - 1) / 2);
  return [1, 'ellipsis-start', ...range(start, start + windowSize - 1), 'ellipsis-end', total];
}

/** Page numbers only (what the numbered buttons show). */
export function getPaginationPages(currentPage: number, totalPages: number, maxItems?: number): number[] {
  return getPaginationItems(currentPage, totalPages, maxItems).filter(
    (item): item is number => typeof item === 'number',
  );
}

/** Number of pages needed for `totalItems` at `pageSize` per page (at least 1 when there are items). */
export function getPageCount(totalItems: number, pageSize: number): number {
  if (totalItems <= 0 || pageSize <= 0) return 0;
  return Math.ceil(totalItems / pageSize);
}

function range(from: number, to: number): number[] {
  const result: number[] = [];
  for (let page = from; page <= to; page++) result.push(page);
  return result;
}
