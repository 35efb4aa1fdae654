import { describe, expect, it } from 'vitest';
import { FIELD_FORMATS, isIsoDate } from './field-formats';

describe('settings field formats', () => {
  it('date: a day that exists, written YYYY-MM-DD', () => {
    for (const day of ['1990-02-28', '2024-02-29', '2000-02-29', '1999-12-31']) expect(isIsoDate(day), day).toBe(true);
    for (const day of ['1990-02-29', '1900-02-29', '2024-04-31', '2024-13-01', '2024-00-10', '2024-1-5', '05/01/2024', '', '0000-01-01'])
      expect(isIsoDate(day), day).toBe(false);
  });

  it('thai-id-card: the check-digit rule', () => {
    expect(FIELD_FORMATS['thai-id-card']('1101700001024')).toBe(true);
    expect(FIELD_FORMATS['thai-id-card']('1101700001025')).toBe(false);
  });
});
