/**
 * A settings page's records as a CSV file (a declaration with `export`): every record its list
 * shows for the same search, filters and scope, in the list's order, the declared columns under
 * their Thai headers, each cell as the grid shows it (a reference by its name, a choice and an
 * audit action by their Thai label, a time as a Thai date and time). The file is UTF-8 with a
 * byte-order mark (spreadsheets otherwise read Thai as Latin-1), and a cell a spreadsheet would
 * run as a formula is kept as text (register-export.ts's csvField). The export is itself audited:
 * who took which rows out is part of the record.
 */
import type { Kysely } from 'kysely';
import { auditActionText } from '../../../engine/settings/audit-actions';
import type { SettingsPage } from '../../../engine/settings/settings-pages';
import { formatThaiDate, formatThaiDateTime } from '../../../engine/format/thai-date';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { csvField } from '../correspondence/registers/register-export';
import { audit } from '../identity/audit';
import { labelColumn, listRecords, type SettingsActor } from './settings-engine';
import type { CheckedFilter } from './settings-filters';
import type { RecordValues } from './settings-record';
import type { RecordScope } from './settings-scope';

/** More rows than this are refused: the person narrows the filters (a spreadsheet handles it, a browser download stays small). */
export const SETTINGS_EXPORT_MAX_ROWS = 50_000;

export const EXPORT_MSG = {
  notOffered: 'หน้าตั้งค่านี้ไม่มีการส่งออกข้อมูลเป็นไฟล์',
  tooMany: (max: number) => `มีรายการเกิน ${max.toLocaleString('en-US')} รายการ กรุณากรองให้แคบลงแล้วส่งออกอีกครั้ง`,
  badFilters: 'ตัวกรองที่ส่งมาไม่ถูกต้อง',
} as const;

const DIGITS = { digits: 'western' } as const;

function textAt(tree: unknown, key: string): string | null {
  const found = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);
  return typeof found === 'string' ? found : null;
}

/** A locale text with its {{name}} placeholders filled; null when the key has no text. */
function translator(locale: unknown) {
  return (key: string, params: Record<string, string> = {}): string | null =>
    textAt(locale, key)?.replace(/\{\{\s*(\w+)\s*\}\}/g, (_whole, name: string) => params[name] ?? '') ?? null;
}

/** The filters of an export's query string (JSON text, as the list call's object); 400 when it is not one. */
export function filtersOfQuery(text: string | undefined): Record<string, unknown> | undefined {
  if (text === undefined || text === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiError(400, EXPORT_MSG.badFilters, { fields: ['filters'] });
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new ApiError(400, EXPORT_MSG.badFilters, { fields: ['filters'] });
  return parsed as Record<string, unknown>;
}

/** A cell as the grid shows it, in Thai. */
export function cellText(page: SettingsPage, field: string, row: RecordValues, locale: unknown): string {
  const value = row[field];
  if (value === null || value === undefined || value === '') return '';
  const property = page.record.schema.properties[field];
  const t = translator(locale);
  if (property?.reference) return String(row[labelColumn(field)] ?? value);
  if (property?.display === 'audit-action') return auditActionText(t, String(value));
  if (property?.enum) return t(`settings.options.${field}.${String(value)}`) ?? String(value);
  if (property?.format === 'date-time') return formatThaiDateTime(String(value), DIGITS);
  if (property?.format === 'date') return formatThaiDate(String(value), DIGITS);
  if (typeof value === 'boolean') return t(value ? 'settings.list.yes' : 'settings.list.no') ?? String(value);
  return String(value);
}

export function recordsCsv(page: SettingsPage, rows: readonly RecordValues[], locale: unknown): Buffer {
  const lines = [page.columns.map((column) => csvField(textAt(locale, column.titleKey) ?? column.field)).join(',')];
  for (const row of rows) lines.push(page.columns.map((column) => csvField(cellText(page, column.field, row, locale))).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

export interface ExportQuery {
  search?: string;
  scope: RecordScope | null;
  filters: readonly CheckedFilter[];
  /** What the person asked for, as the audit row keeps it. */
  asked: Record<string, unknown>;
}

export async function exportRecords(
  db: Kysely<Database>,
  page: SettingsPage,
  query: ExportQuery,
  actor: SettingsActor,
  locale: unknown,
): Promise<{ fileName: string; body: Buffer }> {
  const { items, total } = await listRecords(db, page, {
    page: 1,
    size: SETTINGS_EXPORT_MAX_ROWS,
    search: query.search,
    scope: query.scope,
    filters: query.filters,
  });
  if (total > SETTINGS_EXPORT_MAX_ROWS) throw new ApiError(400, EXPORT_MSG.tooMany(SETTINGS_EXPORT_MAX_ROWS));
  await audit(db, { ...actor, action: `settings.${page.page}.export`, detail: { page: page.page, ...query.asked, rows: items.length } });
  const day = new Date(actor.now.getTime() + 7 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return { fileName: `${page.page}-${day}.csv`, body: recordsCsv(page, items, locale) };
}
