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
import { REGISTER_COLUMN_KEYS, type RegisterColumnKey } from '../../../db/schema-registers';
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
 * The file's columns, each under the register table's column it belongs to (register-books.ts):
 * a column the register's book hides is not exported. The file keeps its own order (one column
 * per field, as the paper register book reads). The columns the screen has none for
 * (cancellation, who registered, the disposal) are always exported, so a cancelled number never
 * reads as a live one. Headers are the register screen's, a letter's field under its form's
 * label, and the disposal and a cancelled number as the printed register writes them.
 */
const COLUMNS: {
  key: RegisterColumnKey | null;
  header: (register: RegisterKind) => string;
  width: number;
  value: (entry: RegisterEntry) => string | number;
}[] = [
  {
    key: 'number',
    header: (register) => thaiText(register === 'receive' ? 'workspace.registers.number.receive' : 'workspace.registers.number.send'),
    width: 12,
    value: (e) => e.NUMBER_TEXT ?? e.NUMBER,
  },
  { key: 'registered_at', header: () => thaiText('workspace.registers.registeredAt'), width: 22, value: (e) => formatThaiDateTime(e.REGISTERED_AT, DIGITS) },
  { key: 'doc_no', header: () => thaiText('workspace.incoming.field.docNo'), width: 18, value: (e) => e.F_DOC_NO ?? '' },
  {
    key: 'doc_no',
    header: () => thaiText('workspace.incoming.field.docDate'),
    width: 14,
    value: (e) => (e.F_DOC_DATE ? formatThaiDate(e.F_DOC_DATE, DIGITS) : ''),
  },
  { key: 'from_to', header: () => thaiText('workspace.incoming.field.from'), width: 28, value: (e) => e.F_FROM ?? '' },
  { key: 'from_to', header: () => thaiText('workspace.incoming.field.to'), width: 28, value: (e) => e.F_TO ?? '' },
  { key: 'subject', header: () => thaiText('workspace.incoming.field.subject'), width: 50, value: (e) => e.F_DOC_TITLE },
  { key: 'speed_secret', header: () => thaiText('workspace.incoming.field.speed'), width: 12, value: (e) => e.F_DOC_SPEED_NAME },
  { key: 'speed_secret', header: () => thaiText('workspace.incoming.field.secret'), width: 12, value: (e) => e.F_DOC_SECRET_NAME },
  {
    key: null,
    header: () => 'การยกเลิก',
    width: 24,
    value: (e) =>
      !e.CANCELLED ? '' : e.CANCEL_REASON ? thaiText('print.register.cancelledBecause', { reason: e.CANCEL_REASON }) : thaiText('print.register.cancelled'),
  },
  { key: null, header: () => 'ผู้ลงทะเบียน', width: 24, value: (e) => e.REGISTERED_BY ?? '' },
  { key: null, header: () => thaiText('print.register.remark'), width: 36, value: (e) => e.DISPOSAL ?? '' },
];

type FileColumn = (typeof COLUMNS)[number];

/** The file's columns for the table columns shown; every column when none are named. */
export function fileColumns(shown: readonly RegisterColumnKey[] = REGISTER_COLUMN_KEYS): FileColumn[] {
  return COLUMNS.filter((column) => column.key === null || shown.includes(column.key));
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
