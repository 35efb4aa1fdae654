import { describe, expect, it } from 'vitest';
import { bangkokParts, buddhistYear, formatThaiDate, formatThaiDateTime, THAI_MONTHS_LONG, THAI_MONTHS_SHORT } from './thai-date';

describe('Buddhist-era Thai dates', () => {
  it('adds 543 years', () => {
    expect(buddhistYear(2026)).toBe(2569);
  });

  it('formats a calendar date with Thai digits and the short month by default', () => {
    expect(formatThaiDate('2026-11-22')).toBe('๒๒ พ.ย. ๒๕๖๙');
  });

  it('formats with Western digits when asked', () => {
    expect(formatThaiDate('2026-11-22', { digits: 'western' })).toBe('22 พ.ย. 2569');
  });

  it('formats the long month name', () => {
    expect(formatThaiDate('2026-01-05', { digits: 'western', month: 'long' })).toBe('5 มกราคม 2569');
  });

  it('has twelve short and long month names in calendar order', () => {
    expect(THAI_MONTHS_SHORT).toHaveLength(12);
    expect(THAI_MONTHS_LONG).toHaveLength(12);
    expect(formatThaiDate('2026-12-31', { digits: 'western' })).toBe('31 ธ.ค. 2569');
    expect(formatThaiDate('2026-04-01', { digits: 'western' })).toBe('1 เม.ย. 2569');
  });

  it('shows an instant in Thailand time (UTC+7), whatever the machine zone', () => {
    // 17:30 UTC on 21 Nov is 00:30 on 22 Nov in Bangkok: the day changes.
    expect(formatThaiDateTime('2026-11-21T17:30:00Z', { digits: 'western' })).toBe('22 พ.ย. 2569 00:30 น.');
    expect(formatThaiDateTime(new Date('2026-11-22T07:05:00Z'))).toBe('๒๒ พ.ย. ๒๕๖๙ ๑๔:๐๕ น.');
  });

  it('does not shift a date-only string', () => {
    expect(bangkokParts('2026-01-01')).toEqual({ year: 2026, month: 1, day: 1, hour: 0, minute: 0 });
  });

  it('returns empty text for empty or invalid input', () => {
    expect(formatThaiDate(null)).toBe('');
    expect(formatThaiDate(undefined)).toBe('');
    expect(formatThaiDate('')).toBe('');
    expect(formatThaiDate('not a date')).toBe('');
    expect(formatThaiDate('2026-02-30')).toBe('');
    expect(formatThaiDateTime('garbage')).toBe('');
  });
});
