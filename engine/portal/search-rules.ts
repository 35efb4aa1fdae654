/**
 * Search and paging rules of the dashboard.
 *
 * - Tile (queue table) search: 800 ms after typing stops, refetch only when the text is
 *   longer than 2 characters or has been emptied. One or two characters of Thai match far
 *   too much to be useful and would cost a query per keystroke.
 * - Book-card search: 1500 ms after typing stops or at once on the search icon, only with
 *   3 or more characters.
 * Text is trimmed first: spaces alone are not a search (and an all-space box counts as emptied).
 */
export const TILE_SEARCH_DELAY_MS = 800;
export const TILE_SEARCH_MIN_EXCLUSIVE = 2;
export const BOOK_SEARCH_DELAY_MS = 1500;
export const BOOK_SEARCH_MIN_LENGTH = 3;
export const BOOK_CARD_ROWS = 5;

export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = [10, 20, 40, 80, 100] as const;
/** Up to this many pages every page number shows; beyond it the ellipsis layout (always 9 items). */
export const PAGINATION_ALL_PAGES_UP_TO = 9;

/** Whether a tile search box value should trigger a refetch (after the 800 ms delay). */
export function shouldRefetchTileSearch(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length === 0 || trimmed.length > TILE_SEARCH_MIN_EXCLUSIVE;
}

/**
 * The search to fetch for a tile box value, or null to do nothing: too short, or the same
 * query as the one already shown (emptying an empty box does not refetch).
 */
export function tileSearchQuery(text: string, current: string): string | null {
  if (!shouldRefetchTileSearch(text)) return null;
  const query = text.trim();
  return query === current ? null : query;
}

/**
 * The search to fetch for a book card, or null to do nothing. 3+ characters search; an
 * emptied box refetches the unfiltered card, otherwise a cleared box would keep showing the
 * old filtered rows.
 */
export function bookCardSearchQuery(text: string, current: string): string | null {
  const query = text.trim();
  if (query.length > 0 && query.length < BOOK_SEARCH_MIN_LENGTH) return null;
  return query === current ? null : query;
}

/** A page-size value from a select: one of the options, else the default (never an arbitrary number from a URL). */
export function pageSizeOf(value: unknown): number {
  const n = Number(value);
  return (PAGE_SIZE_OPTIONS as readonly number[]).includes(n) ? n : DEFAULT_PAGE_SIZE;
}

export function pageCount(total: number, pageSize: number): number {
  if (!(total > 0) || !(pageSize > 0)) return 1;
  return Math.ceil(total / pageSize);
}

export type PaginationItem = { type: 'page'; page: number; selected: boolean } | { type: 'ellipsis'; position: 'start' | 'end' };

const page = (n: number, current: number): PaginationItem => ({ type: 'page', page: n, selected: n === current });
const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_v, i) => from + i);

/**
 * The pagination bar: every page when there are at most 9; otherwise always 9 items so the
 * bar does not jump while paging: first page, last page, the current page with two
 * neighbours each side, and an ellipsis for each gap (a gap is always 2+ pages, so an
 * ellipsis never hides a single page number).
 *   near the start  1 2 3 4 5 6 7 … N
 *   in the middle   1 … c-2 c-1 c c+1 c+2 … N
 *   near the end    1 … N-6 N-5 N-4 N-3 N-2 N-1 N
 */
export function paginationItems(currentPage: number, totalPages: number): PaginationItem[] {
  const total = Math.max(1, Math.floor(totalPages));
  const current = Math.min(Math.max(1, Math.floor(currentPage)), total);
  if (total <= PAGINATION_ALL_PAGES_UP_TO) return range(1, total).map((n) => page(n, current));
  if (current <= 5) return [...range(1, 7).map((n) => page(n, current)), { type: 'ellipsis', position: 'end' }, page(total, current)];
  if (current >= total - 4) return [page(1, current), { type: 'ellipsis', position: 'start' }, ...range(total - 6, total).map((n) => page(n, current))];
  return [
    page(1, current),
    { type: 'ellipsis', position: 'start' },
    ...range(current - 2, current + 2).map((n) => page(n, current)),
    { type: 'ellipsis', position: 'end' },
    page(total, current),
  ];
}
