/**
 * The filing list (บัญชีหนังสือส่งเก็บ) of a department and Buddhist-era year: the letters it
 * filed that year in filing order, with the columns of the regulation's form (ลำดับที่, ที่,
 * ลงวันที่, เรื่อง, อายุการเก็บ, ทำลายได้ในปี or ห้ามทำลาย, หมายเหตุ), on the screen by pages
 * and as a file (CSV or XLSX, written as a register's export is). Who may read the department's
 * registers may read its filing list; a letter the reader may not read shows its secrecy class
 * instead of its subject.
 */
import { sql, type Kysely } from 'kysely';
import { formatThaiDate } from '../../../../engine/format/thai-date';
import { thaiText } from '../../../../engine/i18n/catalogue-text';
import type { FilingEntry } from '../../../../schemas/generated/api/filing-list.reply';
import type { Database } from '../../../db/schema';
import { ApiError } from '../../../http/errors';
import { MSG } from '../messages';
import { csvField, EXPORT_MAX_ROWS, EXPORT_MEDIA, spreadsheetSafe, type ExportFormat } from '../registers/register-export';
import { mayReadRegister } from '../registers/register-list';
import { buddhistYear } from '../registers/registers';
import type { Viewer } from '../viewer';
import { visibleDocument } from '../visibility';
import ExcelJS from 'exceljs';

export const FILING_PAGE_SIZE = 20;

export interface FilingQuery {
  departmentId: number;
  /** The year of filing; the current one on the Thai calendar when absent. */
  yearBe?: number;
}

/** The rows of a department's filing list in a window, how many it holds, and its year. */
export async function filingEntries(
  db: Kysely<Database>,
  viewer: Viewer,
  query: FilingQuery,
  window: { limit: number; offset: number },
): Promise<{ items: FilingEntry[]; total: number; yearBe: number }> {
  if (!mayReadRegister(viewer, query.departmentId)) throw new ApiError(403, MSG.noRegisterAccess);
  const yearBe = query.yearBe ?? buddhistYear(new Date());
  const base = db.selectFrom('filings as f').where('f.department_id', '=', query.departmentId).where('f.year_be', '=', yearBe);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .innerJoin('documents as d', 'd.id', 'f.document_id')
    .innerJoin('doc_secrets as se', 'se.id', 'd.secret_id')
    .select([
      'd.id as document_id',
      'd.doc_no',
      sql<string | null>`to_char(d.doc_date, 'YYYY-MM-DD')`.as('doc_date'),
      'd.subject',
      'se.name_th as secret_name',
      'f.filed_at',
      'f.retention_years',
      'f.never_destroy',
      'f.destroy_year_be',
      'f.note',
      visibleDocument(viewer).as('readable'),
    ])
    .orderBy('f.filed_at')
    .orderBy('f.id')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  const items = rows.map((row, index): FilingEntry => ({
    ORDER: window.offset + index + 1,
    F_DOC_ID: Number(row.document_id),
    F_DOC_NO: row.doc_no,
    F_DOC_DATE: row.doc_date,
    F_DOC_TITLE: row.readable ? row.subject : `(${row.secret_name})`,
    FILED_AT: new Date(row.filed_at).toISOString(),
    RETENTION_YEARS: row.retention_years,
    NEVER_DESTROY: row.never_destroy,
    DESTROY_YEAR: row.destroy_year_be,
    NOTE: row.note,
  }));
  return { items, total: Number(total), yearBe };
}

export async function filingPage(
  db: Kysely<Database>,
  viewer: Viewer,
  query: FilingQuery & { page?: number; pageSize?: number },
): Promise<{ items: FilingEntry[]; total: number; page: number; pageSize: number; YEAR: number }> {
  const pageSize = query.pageSize ?? FILING_PAGE_SIZE;
  const page = query.page ?? 1;
  const { items, total, yearBe } = await filingEntries(db, viewer, query, { limit: pageSize, offset: (page - 1) * pageSize });
  return { items, total, page, pageSize, YEAR: yearBe };
}

const DIGITS = { digits: 'western' } as const;

/** The file's columns: the regulation's form, headed as the filing list screen heads them. */
export const FILING_COLUMNS: { header: () => string; width: number; value: (entry: FilingEntry) => string | number }[] = [
  { header: () => thaiText('workspace.filing.order'), width: 10, value: (e) => e.ORDER },
  { header: () => thaiText('workspace.filing.docNo'), width: 18, value: (e) => e.F_DOC_NO ?? '' },
  { header: () => thaiText('workspace.filing.docDate'), width: 14, value: (e) => (e.F_DOC_DATE ? formatThaiDate(e.F_DOC_DATE, DIGITS) : '') },
  { header: () => thaiText('workspace.filing.subject'), width: 50, value: (e) => e.F_DOC_TITLE },
  {
    header: () => thaiText('workspace.filing.retention'),
    width: 14,
    value: (e) => (e.RETENTION_YEARS === null ? '' : thaiText('workspace.filing.retentionYears', { years: e.RETENTION_YEARS })),
  },
  {
    header: () => thaiText('workspace.filing.destroyYear'),
    width: 22,
    value: (e) => (e.NEVER_DESTROY ? thaiText('workspace.filing.neverDestroy') : (e.DESTROY_YEAR ?? '')),
  },
  { header: () => thaiText('workspace.filing.remark'), width: 36, value: (e) => e.NOTE ?? '' },
];

export function filingCsv(entries: FilingEntry[]): Buffer {
  const lines = [FILING_COLUMNS.map((c) => csvField(c.header())).join(',')];
  for (const entry of entries) lines.push(FILING_COLUMNS.map((c) => csvField(c.value(entry))).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

export async function filingXlsx(title: string, entries: FilingEntry[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(title.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = FILING_COLUMNS.map((c) => ({ header: c.header(), width: c.width }));
  sheet.getRow(1).font = { bold: true };
  for (const entry of entries) sheet.addRow(FILING_COLUMNS.map((c) => spreadsheetSafe(c.value(entry))));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function exportFiling(
  db: Kysely<Database>,
  viewer: Viewer,
  query: FilingQuery,
  format: ExportFormat,
): Promise<{ fileName: string; media: string; body: Buffer }> {
  const { items, yearBe } = await filingEntries(db, viewer, query, { limit: EXPORT_MAX_ROWS, offset: 0 });
  const body = format === 'csv' ? filingCsv(items) : await filingXlsx(thaiText('workspace.filing.sheet', { year: yearBe }), items);
  return { fileName: `${thaiText('workspace.filing.fileName')}-${yearBe}.${format}`, media: EXPORT_MEDIA[format], body };
}
