import { describe, expect, it } from 'vitest';
import { deviceLabel, formatBeDate, historyFilters, parseBeDate } from './history-filters';

describe('Buddhist-era dates typed in the history filters', () => {
  it('reads day/month/Buddhist-era year into the calendar date the server takes', () => {
    expect(parseBeDate('1/3/2569')).toBe('2026-03-01');
    expect(parseBeDate(' 29/02/2567 ')).toBe('2024-02-29');
    expect(parseBeDate('31.12.2568')).toBe('2025-12-31');
    expect(parseBeDate('')).toBe('');
  });

  it('refuses days that do not exist, Christian-era years and other shapes', () => {
    expect(parseBeDate('29/02/2568')).toBeNull();
    expect(parseBeDate('1/13/2569')).toBeNull();
    expect(parseBeDate('1/3/2026')).toBeNull();
    expect(parseBeDate('2026-03-01')).toBeNull();
    expect(parseBeDate('เมื่อวาน')).toBeNull();
  });

  it('shows a calendar date back in the Buddhist era', () => {
    expect(formatBeDate('2026-03-01')).toBe('01/03/2569');
    expect(parseBeDate(formatBeDate('2024-02-29'))).toBe('2024-02-29');
  });
});

describe('historyFilters', () => {
  it('sends only what was chosen', () => {
    expect(historyFilters({ dateFrom: '', dateTo: '', kind: 'all' })).toEqual({ fields: {}, errors: {} });
    expect(historyFilters({ dateFrom: '1/3/2569', dateTo: '31/3/2569', kind: 'sign-in' }).fields).toEqual({
      dateFrom: '2026-03-01',
      dateTo: '2026-03-31',
      kind: 'sign-in',
    });
  });

  it('sends nothing while a date is wrong or the range runs backwards', () => {
    expect(historyFilters({ dateFrom: '31/2/2569', dateTo: '', kind: 'all' })).toEqual({ fields: null, errors: { dateFrom: 'invalid' } });
    expect(historyFilters({ dateFrom: '2/3/2569', dateTo: '1/3/2569', kind: 'all' })).toEqual({ fields: null, errors: { dateTo: 'range' } });
  });
});

describe('deviceLabel', () => {
  it('names the browser and the system of a recorded user agent', () => {
    const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
    expect(deviceLabel(chrome)).toBe('Chrome · Windows');
    expect(deviceLabel('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1')).toBe(
      'Safari · iOS',
    );
    expect(deviceLabel('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe('Firefox · Linux');
    expect(deviceLabel('lightMyRequest')).toBe('lightMyRequest');
    expect(deviceLabel(null)).toBeNull();
  });
});
