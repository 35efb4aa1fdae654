/**
 * The columns of the two import files (docs/import.md): the departments of the organisation
 * chart, and the people. A header is written "Thai (key)", e.g. "ชื่อหน่วยงาน (name_th)"; the
 * Thai words alone or the key alone are accepted too, in any case and spacing, so an office may
 * keep its own template. Columns may come in any order; an unknown or repeated column refuses
 * the file (a misspelt header would otherwise drop a column's data without a word).
 */
import { ApiError } from '../../http/errors';
import type { ImportTable } from './org-import-file';
import { IMPORT_MSG } from './org-import-messages';

export type ImportKind = 'departments' | 'people';

export interface ImportColumn<K extends string = string> {
  key: K;
  th: string;
  required: boolean;
  maxLength: number;
}

export const DEPARTMENT_COLUMNS = [
  { key: 'id', th: 'รหัสหน่วยงาน', required: true, maxLength: 16 },
  { key: 'parent_id', th: 'รหัสหน่วยงานต้นสังกัด', required: false, maxLength: 16 },
  { key: 'name_th', th: 'ชื่อหน่วยงาน', required: true, maxLength: 255 },
  { key: 'name_en', th: 'ชื่อหน่วยงานภาษาอังกฤษ', required: false, maxLength: 255 },
] as const satisfies readonly ImportColumn[];

export const PEOPLE_COLUMNS = [
  { key: 'username', th: 'ชื่อผู้ใช้', required: true, maxLength: 64 },
  { key: 'first_name', th: 'ชื่อ', required: true, maxLength: 100 },
  { key: 'last_name', th: 'นามสกุล', required: true, maxLength: 100 },
  { key: 'position_name', th: 'ตำแหน่ง', required: false, maxLength: 255 },
  { key: 'email', th: 'อีเมล', required: false, maxLength: 254 },
  { key: 'department_id', th: 'รหัสหน่วยงาน', required: true, maxLength: 16 },
  { key: 'role', th: 'บทบาท', required: false, maxLength: 100 },
] as const satisfies readonly ImportColumn[];

export type DepartmentKey = (typeof DEPARTMENT_COLUMNS)[number]['key'];
export type PersonKey = (typeof PEOPLE_COLUMNS)[number]['key'];

export const COLUMNS_OF: Record<ImportKind, readonly ImportColumn[]> = { departments: DEPARTMENT_COLUMNS, people: PEOPLE_COLUMNS };

/** The header as the template writes it, and as problems name the column. */
export const headerOf = (column: ImportColumn): string => `${column.th} (${column.key})`;

const normal = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

function columnOfHeader<K extends string>(columns: readonly ImportColumn<K>[], text: string): ImportColumn<K> | undefined {
  const wanted = normal(text);
  return columns.find((c) => [headerOf(c), c.th, c.key].some((form) => normal(form) === wanted));
}

/** One data row by column key (trimmed text; '' for an empty cell), with its row number. */
export interface ImportRecord<K extends string> {
  row: number;
  values: Record<K, string>;
}

export function recordsOf<K extends string>(table: ImportTable, columns: readonly ImportColumn<K>[]): ImportRecord<K>[] {
  const positions = new Map<K, number>();
  const unknown: string[] = [];
  table.header.cells.forEach((text, index) => {
    if (text.trim() === '') return;
    const column = columnOfHeader(columns, text);
    if (!column) unknown.push(text.trim());
    else if (positions.has(column.key)) throw new ApiError(400, IMPORT_MSG.duplicateColumn(headerOf(column)));
    else positions.set(column.key, index);
  });
  if (unknown.length > 0) throw new ApiError(400, IMPORT_MSG.unknownColumns(unknown));
  const missing = columns.filter((c) => c.required && !positions.has(c.key)).map(headerOf);
  if (missing.length > 0) throw new ApiError(400, IMPORT_MSG.missingColumns(missing));
  return table.rows.map((sheetRow) => {
    const values = {} as Record<K, string>;
    for (const column of columns) {
      const index = positions.get(column.key);
      values[column.key] = index === undefined ? '' : (sheetRow.cells[index] ?? '').normalize('NFC').trim();
    }
    return { row: sheetRow.row, values };
  });
}
