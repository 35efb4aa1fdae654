/**
 * An import file as a table of text cells: CSV (UTF-8, with or without a byte-order mark) or
 * XLSX (its first worksheet), told apart by content, not by name or declared type (an XLSX file
 * is a ZIP archive; anything else must be UTF-8 text). Each row keeps the row number a
 * spreadsheet shows, so a reason can point at it. Wholly blank rows are skipped.
 *
 * A file that is neither, or holds nothing, is refused as a whole (ApiError 400) before any
 * row is looked at.
 */
import ExcelJS from 'exceljs';
import { ApiError } from '../../http/errors';
import { IMPORT_MSG } from './org-import-messages';

export type ImportFormat = 'csv' | 'xlsx';

export interface SheetRow {
  /** 1-based, as the spreadsheet numbers it (the header is row 1 unless blank rows precede it). */
  row: number;
  cells: string[];
}

export interface ImportTable {
  format: ImportFormat;
  header: SheetRow;
  rows: SheetRow[];
}

/** More people than a large ministry has; beyond it an office imports in parts. */
export const IMPORT_MAX_ROWS = 20_000;

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export async function readImportTable(bytes: Buffer): Promise<ImportTable> {
  const format: ImportFormat = bytes.subarray(0, 4).equals(ZIP_MAGIC) ? 'xlsx' : 'csv';
  const rows = format === 'xlsx' ? await xlsxRows(bytes) : csvRows(csvText(bytes));
  const [header, ...data] = rows.filter((r) => r.cells.some((cell) => cell.trim() !== ''));
  if (!header) throw new ApiError(400, IMPORT_MSG.empty);
  if (data.length === 0) throw new ApiError(400, IMPORT_MSG.noRows);
  if (data.length > IMPORT_MAX_ROWS) throw new ApiError(400, IMPORT_MSG.tooManyRows(IMPORT_MAX_ROWS));
  return { format, header, rows: data };
}

/** The text of a CSV file: UTF-8 (a BOM is dropped), no NUL (binary files have them, text never does). */
function csvText(bytes: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new ApiError(400, IMPORT_MSG.notTable);
  }
  if (text.includes('\u0000')) throw new ApiError(400, IMPORT_MSG.notTable);
  if (text.trim() === '') throw new ApiError(400, IMPORT_MSG.empty);
  return text;
}

/**
 * RFC 4180: fields separated by commas, records by CRLF or LF; a field in double quotes may hold
 * commas, line breaks and doubled quotes. A record's row number is the line it starts on, which
 * is what a spreadsheet shows unless a quoted field spans lines.
 */
export function csvRows(text: string): SheetRow[] {
  const rows: SheetRow[] = [];
  let cells: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let quoteLine = 1;
  const endField = () => {
    cells.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    rows.push({ row: recordLine, cells });
    cells = [];
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === '\n') line++;
        field += ch;
      }
    } else if (ch === '"' && field === '') {
      quoted = true;
      quoteLine = line;
    } else if (ch === ',') endField();
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else field += ch;
  }
  if (quoted) throw new ApiError(400, IMPORT_MSG.unclosedQuote(quoteLine));
  if (field !== '' || cells.length > 0) endRecord();
  return rows;
}

/** The first worksheet that has anything in it, each cell as the text the spreadsheet shows. */
async function xlsxRows(bytes: Buffer): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new ApiError(400, IMPORT_MSG.badXlsx);
  }
  const sheet = workbook.worksheets.find((s) => s.actualRowCount > 0);
  if (!sheet) throw new ApiError(400, IMPORT_MSG.noSheet);
  if (sheet.actualRowCount > IMPORT_MAX_ROWS + 1) throw new ApiError(400, IMPORT_MSG.tooManyRows(IMPORT_MAX_ROWS));
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    for (let c = 1; c <= row.cellCount; c++) cells.push(cellText(row.getCell(c)));
    rows.push({ row: rowNumber, cells });
  });
  return rows;
}

/** A cell's shown text: formulas by their result, links and rich text by their words, numbers without grouping. */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === 'string') return value;
  return cell.text ?? '';
}
