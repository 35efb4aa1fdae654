import { describe, expect, it } from 'vitest';
import {
  BOOK_SEARCH_DELAY_MS,
  bookCardSearchQuery,
  PAGE_SIZE_OPTIONS,
  pageCount,
  pageSizeOf,
  paginationItems,
  shouldRefetchTileSearch,
  TILE_SEARCH_DELAY_MS,
  tileSearchQuery,
  type PaginationItem,
} from './search-rules';

/** '1 2 … 9' style rendering of the items, to read layouts at a glance. */
const show = (items: PaginationItem[]) => items.map((i) => (i.type === 'ellipsis' ? '…' : i.selected ? `[${i.page}]` : String(i.page))).join(' ');

describe('tile search', () => {
  it('waits 800 ms', () => {
    expect(TILE_SEARCH_DELAY_MS).toBe(800);
  });

  it('refetches only for more than 2 characters, or when emptied', () => {
    expect(shouldRefetchTileSearch('')).toBe(true);
    expect(shouldRefetchTileSearch('ก')).toBe(false);
    expect(shouldRefetchTileSearch('กข')).toBe(false);
    expect(shouldRefetchTileSearch('กขค')).toBe(true);
  });

  it('trims: spaces alone count as emptied, padded short text does not search', () => {
    expect(shouldRefetchTileSearch('   ')).toBe(true);
    expect(shouldRefetchTileSearch(' ab ')).toBe(false);
  });

  it('tileSearchQuery gives the trimmed query, or null when short or unchanged', () => {
    expect(tileSearchQuery(' งบประมาณ ', '')).toBe('งบประมาณ');
    expect(tileSearchQuery('งบ', '')).toBeNull();
    expect(tileSearchQuery('', 'งบประมาณ')).toBe('');
    expect(tileSearchQuery('', '')).toBeNull();
    expect(tileSearchQuery('abc', 'abc')).toBeNull();
  });
});

describe('book-card search', () => {
  it('waits 1500 ms', () => {
    expect(BOOK_SEARCH_DELAY_MS).toBe(1500);
  });

  it('needs 3 or more characters', () => {
    expect(bookCardSearchQuery('ab', '')).toBeNull();
    expect(bookCardSearchQuery('abc', '')).toBe('abc');
  });

  it('an emptied box restores the unfiltered card', () => {
    expect(bookCardSearchQuery('', 'abc')).toBe('');
    expect(bookCardSearchQuery('', '')).toBeNull();
  });
});

describe('page sizes', () => {
  it('offers 10, 20, 40, 80, 100', () => {
    expect([...PAGE_SIZE_OPTIONS]).toEqual([10, 20, 40, 80, 100]);
  });

  it('accepts only those, else 10', () => {
    expect(pageSizeOf('40')).toBe(40);
    expect(pageSizeOf(50)).toBe(10);
    expect(pageSizeOf(undefined)).toBe(10);
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});

describe('pagination items', () => {
  it('shows every page up to 9', () => {
    expect(show(paginationItems(1, 1))).toBe('[1]');
    expect(show(paginationItems(4, 9))).toBe('1 2 3 [4] 5 6 7 8 9');
  });

  it('uses the ellipsis layout from 10 pages, always 9 items', () => {
    expect(show(paginationItems(1, 10))).toBe('[1] 2 3 4 5 6 7 … 10');
    expect(show(paginationItems(5, 20))).toBe('1 2 3 4 [5] 6 7 … 20');
    expect(show(paginationItems(6, 20))).toBe('1 … 4 5 [6] 7 8 … 20');
    expect(show(paginationItems(15, 20))).toBe('1 … 13 14 [15] 16 17 … 20');
    expect(show(paginationItems(16, 20))).toBe('1 … 14 15 16 17 18 19 20'.replace('16', '[16]'));
    expect(show(paginationItems(20, 20))).toBe('1 … 14 15 16 17 18 19 [20]');
    for (let current = 1; current <= 30; current++) expect(paginationItems(current, 30)).toHaveLength(9);
  });

  it('never hides a single page behind an ellipsis', () => {
    for (let total = 10; total <= 25; total++) {
      for (let current = 1; current <= total; current++) {
        const pages = paginationItems(current, total).flatMap((i) => (i.type === 'page' ? [i.page] : [-1]));
        pages.forEach((p, i) => {
          if (p === -1) expect(pages[i + 1]! - pages[i - 1]!, `total ${total} current ${current}`).toBeGreaterThanOrEqual(3);
        });
      }
    }
  });

  it('clamps a current page outside the range', () => {
    expect(show(paginationItems(0, 3))).toBe('[1] 2 3');
    expect(show(paginationItems(99, 3))).toBe('1 2 [3]');
  });
});
