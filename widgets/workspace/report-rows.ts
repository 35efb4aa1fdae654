/**
 * The reports' rows as the tables and the charts show them, from one report-summary answer:
 * the table is the truth and the chart draws the same rows, so they cannot disagree.
 */
import { THAI_MONTHS_LONG, THAI_MONTHS_SHORT } from '../../engine/format/thai-date';
import type { ReportSummary } from './report-queries';

export interface CountRow {
  key: string;
  label: string;
  /** A shorter label for a chart's axis, where a long one would not fit. */
  axisLabel?: string;
  received: number;
  sent: number;
}

/** Registers kept online go back this many years besides the current one. */
export const EARLIER_YEARS = 4;

const ENGLISH_MONTHS_LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const ENGLISH_MONTHS_SHORT = ENGLISH_MONTHS_LONG.map((name) => name.slice(0, 3));

/** A month's name (1 = January) in the person's language; Thai unless English. */
export function monthName(month: number, lang: string, length: 'long' | 'short' = 'long'): string {
  const english = lang.startsWith('en');
  const names = length === 'long' ? (english ? ENGLISH_MONTHS_LONG : THAI_MONTHS_LONG) : english ? ENGLISH_MONTHS_SHORT : THAI_MONTHS_SHORT;
  return names[month - 1] ?? String(month);
}

export function monthRows(summary: Pick<ReportSummary, 'MONTHS'>, lang: string): CountRow[] {
  return summary.MONTHS.map((m) => ({
    key: String(m.MONTH),
    label: monthName(m.MONTH, lang),
    axisLabel: monthName(m.MONTH, lang, 'short'),
    received: m.RECEIVED,
    sent: m.SENT,
  }));
}

export function departmentRows(summary: Pick<ReportSummary, 'DEPARTMENTS'>): CountRow[] {
  return summary.DEPARTMENTS.map((d) => ({ key: String(d.F_DEPT_ID), label: d.F_DEPT_NAME, received: d.RECEIVED, sent: d.SENT }));
}

export function totalOf(rows: readonly CountRow[]): { received: number; sent: number } {
  return rows.reduce((sum, row) => ({ received: sum.received + row.received, sent: sum.sent + row.sent }), { received: 0, sent: 0 });
}

/** The years offered: the current one (as the server counts it) and the earlier ones, newest first. */
export function yearOptions(thisYear: number | null): number[] {
  return thisYear === null ? [] : Array.from({ length: EARLIER_YEARS + 1 }, (_, i) => thisYear - i);
}

/** A horizontal bar chart grows with its departments so that every name stays legible. */
export function departmentChartHeight(count: number): number {
  return Math.max(160, 56 + count * 44);
}
