/**
 * The usage-history page's filters: dates are typed and shown as Thai people write them
 * (day/month/Buddhist-era year, 1/3/2569) and sent as the server's calendar dates (2026-03-01);
 * a date that does not exist or a range that runs backwards is caught before anything is
 * sent. Also the short name of the browser a sign-in came from.
 */
import { BUDDHIST_ERA_OFFSET } from '../../engine/format/thai-date';

export const HISTORY_KINDS = ['all', 'sign-in', 'sign-out', 'password', 'document'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

export interface HistoryFilterInput {
  /** As typed: d/m/yyyy in the Buddhist era, or empty. */
  dateFrom: string;
  dateTo: string;
  kind: HistoryKind;
}

export type DateError = 'invalid' | 'range';

export interface HistoryFilterResult {
  /** The request's fields, or null while any date is wrong. */
  fields: { dateFrom?: string; dateTo?: string; kind?: HistoryKind } | null;
  errors: { dateFrom?: DateError; dateTo?: DateError };
}

const BE_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** '1/3/2569' → '2026-03-01'; '' → ''; null when it is not a real Buddhist-era date. */
export function parseBeDate(text: string): string | null {
  const value = text.trim();
  if (value === '') return '';
  const match = BE_DATE.exec(value);
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]) - BUDDHIST_ERA_OFFSET;
  // A Christian-era year typed by habit (2026) would land in the 15th century: refused.
  if (year < 1900 || year > 2400) return null;
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** '2026-03-01' → '01/03/2569', as the field shows a date chosen for the person. */
export function formatBeDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${pad(d!)}/${pad(m!)}/${y! + BUDDHIST_ERA_OFFSET}`;
}

export function historyFilters(input: HistoryFilterInput): HistoryFilterResult {
  const from = parseBeDate(input.dateFrom);
  const to = parseBeDate(input.dateTo);
  const errors: HistoryFilterResult['errors'] = {};
  if (from === null) errors.dateFrom = 'invalid';
  if (to === null) errors.dateTo = 'invalid';
  if (from && to && from > to) errors.dateTo = 'range';
  if (errors.dateFrom || errors.dateTo) return { fields: null, errors };
  return {
    fields: { ...(from ? { dateFrom: from } : {}), ...(to ? { dateTo: to } : {}), ...(input.kind !== 'all' ? { kind: input.kind } : {}) },
    errors,
  };
}

/** A short name for a recorded user agent ('Chrome · Windows'); null when none was recorded. */
export function deviceLabel(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const ua = userAgent;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrome\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : null;
  const system = /Windows/.test(ua)
    ? 'Windows'
    : /Android/.test(ua)
      ? 'Android'
      : /iPhone|iPad|iPod/.test(ua)
        ? 'iOS'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : null;
  const parts = [browser, system].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : ua.slice(0, 60);
}
