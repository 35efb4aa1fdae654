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
  /** The group header's translation key; neighbours with the same key share one header. */
  groupKey?: string;
  /** Kept in view at this edge while the others scroll sideways. */
  fixed?: 'left' | 'right';
  /** The explanation's translation key, shown as a tooltip beside the title. */
  explainKey?: string;
  className?: string;
  style?: NonNullable<Column['style']>;
}

/** A run of neighbouring columns under one group header. */
export interface ColumnGroup {
  groupKey: string;
  fields: string[];
}

/** The group headers of a plan: each run of neighbours sharing a groupKey, in order (ungrouped columns have none). */
export function columnGroupsOf(plan: readonly ColumnPlan[]): ColumnGroup[] {
  const groups: ColumnGroup[] = [];
  let previous: ColumnPlan | undefined;
  for (const column of plan) {
    if (column.groupKey !== undefined) {
      const last = groups[groups.length - 1];
      if (last && previous?.groupKey === column.groupKey) last.fields.push(column.field);
      else groups.push({ groupKey: column.groupKey, fields: [column.field] });
    }
    previous = column;
  }
  return groups;
}

/**
 * Where each fixed column sits from its edge, in pixels: the widths of the fixed columns between
 * it and that edge. The grid keeps such a column in place with position: sticky at that offset.
 */
export function fixedOffsets(plan: readonly ColumnPlan[]): Map<string, { side: 'left' | 'right'; offset: number }> {
  const offsets = new Map<string, { side: 'left' | 'right'; offset: number }>();
  let left = 0;
  for (const column of plan.filter((c) => c.fixed === 'left')) {
    offsets.set(column.field, { side: 'left', offset: left });
    left += column.width;
  }
  let right = 0;
  for (const column of plan.filter((c) => c.fixed === 'right').reverse()) {
    offsets.set(column.field, { side: 'right', offset: right });
    right += column.width;
  }
  return offsets;
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
      // A fixed column keeps its width: the offsets of the columns beside it are counted from it.
      ...(shrinkTo < width && column.fixed === undefined ? { shrinkTo } : {}),
      // The manifest may switch sorting off; it cannot switch it on where the server cannot sort.
      sortable: render !== 'viewButton' && column.sortable !== false && SERVER_SORT_FIELDS.includes(column.field),
      ...(column.groupKey !== undefined ? { groupKey: column.groupKey } : {}),
      ...(column.fixed !== undefined ? { fixed: column.fixed } : {}),
      ...(column.explainKey !== undefined ? { explainKey: column.explainKey } : {}),
      ...(column.className !== undefined ? { className: column.className } : {}),
      ...(column.style !== undefined ? { style: column.style } : {}),
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
