import { describe, expect, it } from 'vitest';
import { departmentChartHeight, departmentRows, monthName, monthRows, totalOf, yearOptions } from './report-rows';

const MONTHS = Array.from({ length: 12 }, (_, i) => ({ MONTH: i + 1, RECEIVED: i, SENT: 2 * i }));

describe('report rows', () => {
  it('names months in Thai unless English is asked for', () => {
    expect(monthName(1, 'th')).toBe('มกราคม');
    expect(monthName(12, 'th', 'short')).toBe('ธ.ค.');
    expect(monthName(2, 'en')).toBe('February');
    expect(monthName(2, 'en-GB', 'short')).toBe('Feb');
  });

  it('turns the months of a summary into rows in calendar order, with their totals', () => {
    const rows = monthRows({ MONTHS }, 'th');
    expect(rows.map((row) => row.label).slice(0, 2)).toEqual(['มกราคม', 'กุมภาพันธ์']);
    expect(rows[11]).toEqual({ key: '12', label: 'ธันวาคม', axisLabel: 'ธ.ค.', received: 11, sent: 22 });
    expect(totalOf(rows)).toEqual({ received: 66, sent: 132 });
  });

  it('keeps the departments as the server lists them', () => {
    const rows = departmentRows({ DEPARTMENTS: [{ F_DEPT_ID: 7, F_DEPT_NAME: 'งานสารบรรณ', RECEIVED: 3, SENT: 1 }] });
    expect(rows).toEqual([{ key: '7', label: 'งานสารบรรณ', received: 3, sent: 1 }]);
    expect(totalOf([])).toEqual({ received: 0, sent: 0 });
  });

  it('offers the current year and four before it, newest first; none until the server named the year', () => {
    expect(yearOptions(2573)).toEqual([2573, 2572, 2571, 2570, 2569]);
    expect(yearOptions(null)).toEqual([]);
  });

  it('gives a department chart room for every name', () => {
    expect(departmentChartHeight(1)).toBe(160);
    expect(departmentChartHeight(10)).toBeGreaterThan(departmentChartHeight(5));
  });
});
