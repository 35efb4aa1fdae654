/**
 * Buddhist-era dates in Thai, as official letters and registers print them:
 * '๒๒ พ.ย. ๒๕๖๙' (Thai digits, the default) or '22 พ.ย. 2569' (Western digits), and with the
 * time '๒๒ พ.ย. ๒๕๖๙ ๑๔:๓๐ น.'.
 *
 * Instants (ISO date-times, Date objects) are shown in Thailand's time (UTC+7). Thailand has
 * had no daylight-saving time since 1920, so a fixed offset is exact and does not depend on
 * the browser's time-zone data or the machine's own zone (a server in UTC renders the same).
 * A date-only string 'YYYY-MM-DD' is a calendar date (a letter's date), never shifted.
 */
import { withDigits, type DigitStyle } from './thai-digits';

export const BUDDHIST_ERA_OFFSET = 543;
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

export const THAI_MONTHS_SHORT = ['ม.ค.', 'ก.พ.', 'มี.ค.', 'เม.ย.', 'พ.ค.', 'มิ.ย.', 'ก.ค.', 'ส.ค.', 'ก.ย.', 'ต.ค.', 'พ.ย.', 'ธ.ค.'] as const;
export const THAI_MONTHS_LONG = [
  'มกราคม',
  'กุมภาพันธ์',
  'มีนาคม',
  'เมษายน',
  'พฤษภาคม',
  'มิถุนายน',
  'กรกฎาคม',
  'สิงหาคม',
  'กันยายน',
  'ตุลาคม',
  'พฤศจิกายน',
  'ธันวาคม',
] as const;

export interface ThaiDateOptions {
  /** Thai digits (default, as printed on letters) or Western digits. */
  digits?: DigitStyle;
  /** 'short' (พ.ย., default) or 'long' (พฤศจิกายน). */
  month?: 'short' | 'long';
}

export type DateInput = Date | string | number | null | undefined;

/** Calendar fields in Thailand's time; month is 1-12, year is Christian era. */
export interface CalendarParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

export function buddhistYear(christianYear: number): number {
  return christianYear + BUDDHIST_ERA_OFFSET;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Reads a date or date-time into Thailand's calendar fields; null for empty or invalid input. */
export function bangkokParts(value: DateInput): CalendarParts | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const dateOnly = DATE_ONLY.exec(value);
    if (dateOnly) return validParts(Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3]));
  }
  const time = value instanceof Date ? value.getTime() : new Date(value).getTime();
  if (!Number.isFinite(time)) return null;
  const shifted = new Date(time + BANGKOK_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

/** A date-only string such as 2026-02-30 is refused rather than rolled into March. */
function validParts(year: number, month: number, day: number): CalendarParts | null {
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day, hour: 0, minute: 0 };
}

function monthName(month: number, style: 'short' | 'long'): string {
  return (style === 'long' ? THAI_MONTHS_LONG : THAI_MONTHS_SHORT)[month - 1] ?? '';
}

/** '๒๒ พ.ย. ๒๕๖๙'; '' for empty or invalid input (a table cell stays blank, not 'Invalid Date'). */
export function formatThaiDate(value: DateInput, options: ThaiDateOptions = {}): string {
  const parts = bangkokParts(value);
  if (!parts) return '';
  const text = `${parts.day} ${monthName(parts.month, options.month ?? 'short')} ${buddhistYear(parts.year)}`;
  return withDigits(text, options.digits ?? 'thai');
}

/** '๒๒ พ.ย. ๒๕๖๙ ๑๔:๓๐ น.' (น. = นาฬิกา, the Thai way to write a clock time); '' for invalid input. */
export function formatThaiDateTime(value: DateInput, options: ThaiDateOptions = {}): string {
  const parts = bangkokParts(value);
  if (!parts) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  const text = `${parts.day} ${monthName(parts.month, options.month ?? 'short')} ${buddhistYear(parts.year)} ${pad(parts.hour)}:${pad(parts.minute)} น.`;
  return withDigits(text, options.digits ?? 'thai');
}
