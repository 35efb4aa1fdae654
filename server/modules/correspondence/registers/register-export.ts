/**
 * A register as a file for the office's own records: an Excel workbook (exceljs) or CSV, the
 * same entries register-list shows, every one of them (newest number first), Thai intact.
 *
 * - CSV is UTF-8 with a byte-order mark (spreadsheets otherwise read Thai as Latin-1), fields
 *   quoted when they hold a comma, quote or line break.
 * - A cell that a spreadsheet would run as a formula (starting with = + - @, tab or carriage
 *   return) is written with a leading apostrophe: a subject typed by an outsider must not run
 *   in the clerk's spreadsheet.
 * - Dates are Thai, with Buddhist-era years, as the register book shows them; digits are
 *   Western so that a spreadsheet can sort and filter them.
 */
import ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import { formatThaiDate, formatThaiDateTime } from '../../../../engine/format/thai-date';
import { thaiText } from '../../../../engine/i18n/catalogue-text';
import type { RegisterEntry } from '../../../../schemas/generated/api/register-list.reply';
import type { Database } from '../../../db/schema';
import type { RegisterKind } from '../../../db/schema-correspondence';
import { REGULATION_REGISTER_COLUMNS, registerColumnLabelKey, type RegisterColumnKey } from '../../../../engine/registers/columns';
import { ApiError } from '../../../http/errors';
import { MSG } from '../messages';
import { registerDisplay, requireFunction } from './register-books';
import { mayReadRegister, registerEntries, type RegisterQuery } from './register-list';
import type { Viewer } from '../viewer';

/** More than a large office registers in a year; a register beyond it is exported in parts by search. */
export const EXPORT_MAX_ROWS = 50_000;

export type ExportFormat = 'xlsx' | 'csv';

export const EXPORT_MEDIA: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

const DIGITS = { digits: 'western' } as const;

/**
 * Each register column's cells in the file (one column per field, as the regulation's register
 * form reads); the headers are the columns' labels of engine/registers/columns.ts. The file
 * shows the book's columns in the book's order, then the columns the screen shows inside others
 * (who registered, and whether a number was cancelled), so a cancelled number never reads as a
 * live one.
 */
const CELLS: Record<RegisterColumnKey, { width: number; value: (entry: RegisterEntry) => string | number }> = {
  number: { width: 12, value: (e) => e.NUMBER_TEXT ?? e.NUMBER },
  doc_no: { width: 18, value: (e) => e.F_DOC_NO ?? '' },
  doc_date: { width: 14, value: (e) => (e.F_DOC_DATE ? formatThaiDate(e.F_DOC_DATE, DIGITS) : '') },
  from: { width: 28, value: (e) => e.F_FROM ?? '' },
  to: { width: 28, value: (e) => e.F_TO ?? '' },
  subject: { width: 50, value: (e) => e.F_DOC_TITLE },
  disposal: { width: 36, value: (e) => e.DISPOSAL ?? '' },
  remark: { width: 36, value: (e) => e.REMARK ?? '' },
  registered_at: { width: 22, value: (e) => formatThaiDateTime(e.REGISTERED_AT, DIGITS) },
  speed: { width: 12, value: (e) => e.F_DOC_SPEED_NAME },
  secret: { width: 12, value: (e) => e.F_DOC_SECRET_NAME },
  doc_type: { width: 20, value: (e) => e.F_DOC_TYPE_NAME ?? '' },
  send_date: { width: 14, value: (e) => (e.SEND_DATE ? formatThaiDate(e.SEND_DATE, DIGITS) : '') },
  owner: { width: 28, value: (e) => e.OWNER_NAME ?? '' },
};

interface FileColumn {
  header: (register: RegisterKind) => string;
  width: number;
  value: (entry: RegisterEntry) => string | number;
}

const ALWAYS: FileColumn[] = [
  {
    header: () => 'การยกเลิก',
    width: 24,
    value: (e) =>
      !e.CANCELLED ? '' : e.CANCEL_REASON ? thaiText('print.register.cancelledBecause', { reason: e.CANCEL_REASON }) : thaiText('print.register.cancelled'),
  },
  { header: () => 'ผู้ลงทะเบียน', width: 24, value: (e) => e.REGISTERED_BY ?? '' },
];

/** The file's columns for the register columns shown, in their order; the regulation's when none are named. */
export function fileColumns(shown: readonly RegisterColumnKey[] = REGULATION_REGISTER_COLUMNS): FileColumn[] {
  return [
    ...[...new Set(shown)].map((key): FileColumn => ({ header: (register) => thaiText(registerColumnLabelKey(key, register)), ...CELLS[key] })),
    ...ALWAYS,
  ];
}

/** A text a spreadsheet would evaluate is kept as text. */
export function spreadsheetSafe(value: string | number): string | number {
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function csvField(value: string | number): string {
  const text = String(spreadsheetSafe(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function registerCsv(register: RegisterKind, entries: RegisterEntry[], columns: FileColumn[] = fileColumns()): Buffer {
  const lines = [columns.map((c) => csvField(c.header(register))).join(',')];
  for (const entry of entries) lines.push(columns.map((c) => csvField(c.value(entry))).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

export async function registerXlsx(register: RegisterKind, title: string, entries: RegisterEntry[], columns: FileColumn[] = fileColumns()): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(title.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: c.header(register), width: c.width }));
  sheet.getRow(1).font = { bold: true };
  for (const entry of entries) sheet.addRow(columns.map((c) => spreadsheetSafe(c.value(entry))));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function exportRegister(
  db: Kysely<Database>,
  viewer: Viewer,
  query: Omit<RegisterQuery, 'page' | 'pageSize'>,
  format: ExportFormat,
): Promise<{ fileName: string; media: string; body: Buffer }> {
  // Who may not read the register learns nothing of its book; a book that switched exporting off refuses it.
  if (!mayReadRegister(viewer, query.departmentId)) throw new ApiError(403, MSG.noRegisterAccess);
  await requireFunction(db, query.departmentId, query.register, 'export');
  const display = await registerDisplay(db, query.departmentId, query.register);
  const { items, yearBe } = await registerEntries(db, viewer, query, { limit: EXPORT_MAX_ROWS, offset: 0 });
  const receive = query.register === 'receive';
  const title = thaiText(receive ? 'workspace.registers.sheet.receive' : 'workspace.registers.sheet.send', { year: yearBe });
  const columns = fileColumns(display.columns);
  const body = format === 'csv' ? registerCsv(query.register, items, columns) : await registerXlsx(query.register, title, items, columns);
  // Named as the register screen names the file it saves.
  const name = thaiText(receive ? 'workspace.registers.name.receive' : 'workspace.registers.name.send');
  return { fileName: `${name}-${yearBe}.${format}`, media: EXPORT_MEDIA[format], body };
}
