import { describe, expect, it } from 'vitest';
import { buddhistFromIso, dateErrors, detailedFilterCount, EMPTY_FORM, isoFromBuddhist, searchFields } from './document-search-filters';

describe('Buddhist-era dates of the search form', () => {
  it('reads day/month/Buddhist-era year, Thai digits and other separators too', () => {
    expect(isoFromBuddhist('15/01/2569')).toBe('2026-01-15');
    expect(isoFromBuddhist(' 5-1-2569 ')).toBe('2026-01-05');
    expect(isoFromBuddhist('๑๕/๐๑/๒๕๖๙')).toBe('2026-01-15');
    expect(isoFromBuddhist('29.02.2567')).toBe('2024-02-29');
    expect(isoFromBuddhist('')).toBeNull();
  });

  it('refuses a day that does not exist, a Christian-era year and text that is not a date', () => {
    for (const bad of ['30/02/2569', '29/02/2569', '15/13/2569', '15/01/2026', '2569-01-15', 'เมื่อวาน', '15/01/69'])
      expect(isoFromBuddhist(bad), bad).toBeUndefined();
  });

  it('shows an ISO day in the Buddhist era', () => {
    expect(buddhistFromIso('2026-01-15')).toBe('15/01/2569');
    expect(buddhistFromIso('')).toBe('');
  });

  it('names the wrong date and a range that ends before it starts', () => {
    expect(dateErrors({ dateFrom: '31/02/2569', dateTo: '' })).toEqual({ dateFrom: 'badDate' });
    expect(dateErrors({ dateFrom: '01/02/2569', dateTo: '31/01/2569' })).toEqual({ dateTo: 'reversed' });
    expect(dateErrors({ dateFrom: '15/01/2569', dateTo: '15/01/2569' })).toEqual({});
  });
});

describe('the fields a search form sends', () => {
  it('sends only what is filled, trimmed, with dates in the Christian era', () => {
    expect(searchFields(EMPTY_FORM)).toEqual({});
    expect(
      searchFields({ ...EMPTY_FORM, search: '  ประชุม ', docNo: 'ตย 0103/1', dateFrom: '01/01/2569', dateTo: '31/01/2569', speedId: 3, departmentId: 1000003 }),
    ).toEqual({ search: 'ประชุม', F_DOC_NO: 'ตย 0103/1', F_DOC_DATE_FROM: '2026-01-01', F_DOC_DATE_TO: '2026-01-31', F_DOC_SPEED_ID: 3, F_DEPT_ID: 1000003 });
  });

  it('sends nothing while a date is wrong', () => {
    expect(searchFields({ ...EMPTY_FORM, search: 'ประชุม', dateTo: '32/01/2569' })).toBeNull();
  });

  it('counts the detailed filters set, not the quick search', () => {
    expect(detailedFilterCount({ ...EMPTY_FORM, search: 'ประชุม' })).toBe(0);
    expect(detailedFilterCount({ ...EMPTY_FORM, subject: 'ประชุม', secretId: 2, from: '  ' })).toBe(2);
  });
});
