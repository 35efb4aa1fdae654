/**
 * A destruction list as a file: an XLSX workbook, or an A4 landscape PDF laid out as the
 * regulation's บัญชีหนังสือขอทำลาย (its columns, the department and year at the head, and the
 * committee's signature lines at the foot). Whoever may read the list may export it.
 */
import ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import { formatThaiDate } from '../../../../engine/format/thai-date';
import { thaiText } from '../../../../engine/i18n/catalogue-text';
import type { DestructionItem, DestructionListDetail } from '../../../../schemas/generated/api/destruction-list.reply';
import type { Database } from '../../../db/schema';
import { renderTablePdf } from '../../../pdf/table-pdf';
import { spreadsheetSafe } from '../registers/register-export';
import type { Viewer } from '../viewer';
import { destructionDetail } from './destruction-read';

const text = (key: string, params?: Record<string, string | number>) => thaiText(`workspace.destruction.${key}`, params);

const DIGITS = { digits: 'western' } as const;

type Column = { key: string; width: number; value: (item: DestructionItem, list: DestructionListDetail) => string | number };

/** What was decided, or what the members decided so far while the review is open. */
function decisionOf(item: DestructionItem): string {
  if (item.OUTCOME) return text(`outcome.${item.OUTCOME}`);
  return '';
}

/** The keep reasons, each with the member who gave it. */
function remarkOf(item: DestructionItem, list: DestructionListDetail): string {
  const names = new Map(list.COMMITTEE.map((m) => [m.PERSON_ID, m.NAME]));
  return item.VOTES.filter((v) => v.DECISION === 'keep')
    .map((v) => text('keepBy', { name: names.get(v.PERSON_ID) ?? '', reason: v.REASON ?? '' }))
    .join('; ');
}

const COLUMNS: Column[] = [
  { key: 'order', width: 8, value: (i) => i.ORDER },
  { key: 'docNo', width: 16, value: (i) => i.F_DOC_NO ?? '' },
  { key: 'docDate', width: 14, value: (i) => (i.F_DOC_DATE ? formatThaiDate(i.F_DOC_DATE, DIGITS) : '') },
  { key: 'subject', width: 44, value: (i) => i.F_DOC_TITLE },
  { key: 'department', width: 22, value: (i) => i.DEPT_NAME },
  { key: 'retention', width: 11, value: (i) => thaiText('workspace.filing.retentionYears', { years: i.RETENTION_YEARS }) },
  { key: 'destroyYear', width: 11, value: (i) => i.DESTROY_YEAR },
  { key: 'decision', width: 11, value: (i) => decisionOf(i) },
  { key: 'remark', width: 28, value: remarkOf },
];

const header = (c: Column) => text(`col.${c.key}`);

async function xlsxOf(list: DestructionListDetail): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(
    text('sheet', { name: list.HEAD.LIST_NAME })
      .replace(/[\\/?*[\]:]/g, '-')
      .slice(0, 31),
    {
      views: [{ state: 'frozen', ySplit: 1 }],
    },
  );
  sheet.columns = COLUMNS.map((c) => ({ header: header(c), width: c.width }));
  sheet.getRow(1).font = { bold: true };
  for (const item of list.ITEMS) sheet.addRow(COLUMNS.map((c) => spreadsheetSafe(c.value(item, list))));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function pdfOf(list: DestructionListDetail): Promise<Buffer> {
  // One signature line per member, chair first, each with the name under it.
  const footer = list.COMMITTEE.flatMap((m) => [text(m.ROLE === 'chair' ? 'signChair' : 'signMember'), text('signName', { name: m.NAME })]);
  return renderTablePdf({
    title: text('title', { year: list.HEAD.YEAR }),
    subtitle: [text('subtitle', { department: list.HEAD.DEPT_NAME, name: list.HEAD.LIST_NAME })],
    columns: COLUMNS.map((c) => ({ header: header(c), width: c.width, align: c.key === 'order' || c.key === 'destroyYear' ? 'center' : 'left' })),
    rows: list.ITEMS.map((item) => COLUMNS.map((c) => String(c.value(item, list)))),
    footer,
  });
}

export const DESTRUCTION_MEDIA = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

export async function exportDestruction(
  db: Kysely<Database>,
  viewer: Viewer,
  listId: number,
  format: keyof typeof DESTRUCTION_MEDIA,
): Promise<{ fileName: string; media: string; body: Buffer }> {
  const list = await destructionDetail(db, viewer, listId);
  const body = format === 'xlsx' ? await xlsxOf(list) : await pdfOf(list);
  const name = list.HEAD.LIST_NAME.replace('/', '-');
  return { fileName: `${text('fileName')}-${name}.${format}`, media: DESTRUCTION_MEDIA[format], body };
}
