/**
 * One table of the reports as a file (CSV or an Excel workbook): the same figures report-summary
 * answers, computed by the same function, so a saved table always equals the one on screen.
 * The cells follow the registers' export: CSV in UTF-8 with a byte-order mark, a text a
 * spreadsheet would run as a formula kept as text, Thai month names with Buddhist-era years,
 * Western digits (a spreadsheet sums and sorts them).
 */
import ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import { formatThaiDate, THAI_MONTHS_LONG } from '../../../../engine/format/thai-date';
import { thaiText } from '../../../../engine/i18n/catalogue-text';
import type { ReportExportRequest } from '../../../../schemas/generated/api/report-export.request';
import type { TenantManifest } from '../../../../schemas/generated/tenant';
import type { Database } from '../../../db/schema';
import { csvField, EXPORT_MEDIA, spreadsheetSafe, type ExportFormat } from '../registers/register-export';
import { reportSummary, type ReportSummary } from './report-summary';
import type { Viewer } from '../viewer';

export type ReportTable = ReportExportRequest['TABLE'];

type Cell = string | number;

interface TableSheet {
  /** The file's name before its year, as the reports page names the file it saves. */
  name: string;
  /** The worksheet's title. */
  title: string;
  columns: { header: string; width: number }[];
  rows: Cell[][];
}

const DIGITS = { digits: 'western' } as const;

/** Each table's names, columns and rows, from the summary, in the reports page's words (the two count columns without the page's unit). */
const TABLES: Record<ReportTable, (summary: ReportSummary) => TableSheet> = {
  queues: (s) => ({
    name: thaiText('workspace.reports.file.queues'),
    title: thaiText('workspace.reports.queues'),
    columns: [
      { header: thaiText('workspace.reports.queue'), width: 36 },
      { header: 'จำนวน', width: 10 },
    ],
    rows: s.QUEUES.map((q) => [q.TITLE, q.COUNT]),
  }),
  departments: (s) => ({
    name: thaiText('workspace.reports.file.departments'),
    title: thaiText('workspace.reports.sheet.departments', { year: s.YEAR }),
    columns: [
      { header: thaiText('workspace.reports.department'), width: 40 },
      { header: thaiText('workspace.reports.received'), width: 12 },
      { header: thaiText('workspace.reports.sent'), width: 12 },
    ],
    rows: s.DEPARTMENTS.map((d) => [d.F_DEPT_NAME, d.RECEIVED, d.SENT]),
  }),
  months: (s) => ({
    name: thaiText('workspace.reports.file.months'),
    title: thaiText('workspace.reports.sheet.months', { year: s.YEAR }),
    columns: [
      { header: thaiText('workspace.reports.month'), width: 20 },
      { header: thaiText('workspace.reports.received'), width: 12 },
      { header: thaiText('workspace.reports.sent'), width: 12 },
    ],
    rows: s.MONTHS.map((m) => [`${THAI_MONTHS_LONG[m.MONTH - 1]} ${s.YEAR}`, m.RECEIVED, m.SENT]),
  }),
  speeds: (s) => ({
    name: thaiText('workspace.reports.file.speeds'),
    title: thaiText('workspace.reports.speeds'),
    columns: [
      { header: thaiText('workspace.reports.speed'), width: 16 },
      { header: 'เกินกำหนด', width: 12 },
    ],
    rows: s.SPEEDS.map((sp) => [sp.F_DOC_SPEED_NAME, sp.OVERDUE]),
  }),
  overdue: (s) => ({
    name: thaiText('workspace.reports.file.overdue'),
    title: thaiText('workspace.reports.overdue'),
    columns: [
      { header: thaiText('workspace.reports.docNo'), width: 18 },
      { header: thaiText('workspace.reports.subject'), width: 50 },
      { header: thaiText('workspace.reports.speed'), width: 14 },
      { header: thaiText('workspace.reports.due'), width: 16 },
      { header: thaiText('workspace.reports.department'), width: 30 },
      { header: thaiText('workspace.reports.holder'), width: 24 },
    ],
    rows: s.OVERDUE.map((o) => [o.F_DOC_NO ?? '', o.F_DOC_TITLE, o.F_DOC_SPEED_NAME, formatThaiDate(o.DUE_DATE, DIGITS), o.F_DEPT_NAME, o.HOLDER ?? '']),
  }),
};

export function reportSheet(table: ReportTable, summary: ReportSummary): TableSheet {
  return TABLES[table](summary);
}

export function reportCsv(sheet: TableSheet): Buffer {
  const lines = [sheet.columns.map((c) => csvField(c.header)).join(',')];
  for (const row of sheet.rows) lines.push(row.map(csvField).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

export async function reportXlsx(sheet: TableSheet): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  // Excel refuses sheet names longer than 31 characters.
  const worksheet = workbook.addWorksheet(sheet.title.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.columns = sheet.columns;
  worksheet.getRow(1).font = { bold: true };
  for (const row of sheet.rows) worksheet.addRow(row.map(spreadsheetSafe));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function exportReport(
  db: Kysely<Database>,
  viewer: Viewer,
  manifest: TenantManifest,
  query: { yearBe?: number; departmentId?: number; table: ReportTable },
  format: ExportFormat,
): Promise<{ fileName: string; media: string; body: Buffer }> {
  const summary = await reportSummary(db, viewer, manifest, query);
  const sheet = reportSheet(query.table, summary);
  const body = format === 'csv' ? reportCsv(sheet) : await reportXlsx(sheet);
  return { fileName: `${sheet.name}-${summary.YEAR}.${format}`, media: EXPORT_MEDIA[format], body };
}
