/**
 * The JSON Schema `format`s a settings field may declare, each one rule that the server's record
 * check (server/modules/settings/settings-record.ts, through ajv) and the client's form
 * (widgets/settings/record-form.ts) both apply, so the form refuses before sending exactly what
 * the server would refuse.
 */
import { isEmail } from '../format/contact';
import { isThaiIdCard } from '../format/thai-id-card';

export type FieldFormat = 'thai-id-card' | 'date' | 'date-time' | 'json' | 'email' | 'web-address' | 'color';

/** A calendar date written YYYY-MM-DD (a day that exists: no 31 April, 29 February only in a leap year). */
export function isIsoDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** An instant as replies carry it: ISO 8601 with its zone (2026-02-01T03:04:05.000Z). */
export function isIsoDateTime(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text) && Number.isFinite(Date.parse(text)) && isIsoDate(text.slice(0, 10));
}

/**
 * A web address a reader may open: http or https with a host, nothing else (a javascript: or
 * data: address would run in the portal's own page when clicked), and no spaces.
 */
export function isWebAddress(text: string): boolean {
  if (!/^https?:\/\/\S+$/i.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A badge colour as #rrggbb (what an <input type="color"> gives and the letter badges paint). */
export function isHexColor(text: string): boolean {
  return /^#[0-9a-fA-F]{6}$/.test(text);
}

/** Text that parses as JSON. */
function isJsonText(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

// date-time and json are shown, never written (read-only fields); their rules keep a hand-made value honest all the same.
export const FIELD_FORMATS: Readonly<Record<FieldFormat, (text: string) => boolean>> = {
  'thai-id-card': isThaiIdCard,
  date: isIsoDate,
  'date-time': isIsoDateTime,
  json: isJsonText,
  email: isEmail,
  'web-address': isWebAddress,
  color: isHexColor,
};
