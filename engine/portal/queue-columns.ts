/**
 * How a manifest column (schemas/tenant.schema.json #/definitions/column) becomes a queue-table
 * column: its title key, its width and whether the server can sort by it. Kept framework-free
 * so the rules are tested once; widgets/dashboard turns the plan into MUI X grid columns.
 */
import type { Column } from '../../schemas/generated/tenant';
import { TITLE_COLUMN_WIDTH, titleColumnWidth } from './layout-sizes';

/** The subject column: its width follows the window, so long subjects use the room there is, unless the manifest fixes one. */
export const TITLE_FIELD = 'F_DOC_TITLE';
/** The pseudo-field of the view button. */
export const VIEW_FIELD = 'VIEW';
/** Width of a column the manifest gives none, other than the subject. */
export const DEFAULT_COLUMN_WIDTH = 150;

/**
 * Fields sarabun/get-todo-list can order by (the SORTS map of
 * server/modules/correspondence/queues/todo-page.ts). Anything else would silently sort by send time,
 * so the header of any other column does not offer sorting at all.
 */
export const SERVER_SORT_FIELDS: readonly string[] = [
  'F_DOC_SEND',
  'F_TRANS_ID',
  'F_DOC_ID',
  'F_DOC_TITLE',
  'F_DOC_NO',
  'F_DOC_TYPE_NAME',
  'F_DOC_SPEED_NAME',
  'F_DOC_SECRET_NAME',
  'F_RECEIVER_TEXT',
];

export type ColumnRender = NonNullable<Column['render']>;

export interface ColumnPlan {
  field: string;
  titleKey: string;
  render: ColumnRender;
  /** The width the column takes when the table has room. */
  width: number;
  /**
   * Set only on the subject column without a manifest width: it may shrink to this when the
   * other columns leave it less than `width` (DTN's seven columns with a 500 px subject are
   * wider than the 1200 px modal, which would hide the view button behind a sideways scroll).
   */
  shrinkTo?: number;
  sortable: boolean;
}

/** The translation key of a column title: the manifest's titleKey, else columns.<field> (the schema's rule). */
export function columnTitleKey(column: Column): string {
  return column.titleKey ?? `columns.${column.field}`;
}

/** A column's render; the VIEW field is always the view button, other fields default to text. */
export function columnRender(column: Column): ColumnRender {
  if (column.field === VIEW_FIELD) return 'viewButton';
  return column.render ?? 'text';
}

export function columnWidth(column: Column, windowWidth: number): number {
  if (column.width !== undefined) return column.width;
  return column.field === TITLE_FIELD ? titleColumnWidth(windowWidth) : DEFAULT_COLUMN_WIDTH;
}

export function columnPlan(columns: readonly Column[], windowWidth: number): ColumnPlan[] {
  return columns.map((column) => {
    const render = columnRender(column);
    const width = columnWidth(column, windowWidth);
    // The subject may shrink to the medium width (never widen to it); others keep theirs.
    const shrinkTo = column.field === TITLE_FIELD && column.width === undefined ? Math.min(width, TITLE_COLUMN_WIDTH.medium) : width;
    return {
      field: column.field,
      titleKey: columnTitleKey(column),
      render,
      width,
      ...(shrinkTo < width ? { shrinkTo } : {}),
      sortable: render !== 'viewButton' && SERVER_SORT_FIELDS.includes(column.field),
    };
  });
}

export interface SortRequest {
  sort?: string;
  order?: 'asc' | 'desc';
}

/** The get-todo-list sort of a grid sort model (first entry); nothing when unsorted or not sortable on the server. */
export function sortRequestOf(model: readonly { field: string; sort?: 'asc' | 'desc' | null }[]): SortRequest {
  const first = model[0];
  if (!first?.sort || !SERVER_SORT_FIELDS.includes(first.field)) return {};
  return { sort: first.field, order: first.sort };
}
