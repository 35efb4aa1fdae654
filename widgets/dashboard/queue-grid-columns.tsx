/**
 * MUI X grid columns of a queue from the manifest's columns (engine/portal/queue-columns.ts
 * decides titles, widths, sorting, groups and fixed offsets; this file draws each render kind,
 * the explanation beside a title, and the style rules of fixed and styled columns).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { GridColDef, GridColumnGroupingModel } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import type { TodoRow } from '../../engine/api/portal-calls';
import { columnGroupsOf, fixedOffsets, TITLE_FIELD, type ColumnPlan } from '../../engine/portal/queue-columns';
import { SecrecyBadge, SpeedBadge } from './Badges';
import { TitleCell, type TitleMarkers } from './TitleCell';

export interface GridColumnOptions {
  t: TFunction;
  markers: TitleMarkers;
  onView: (row: TodoRow) => void;
}

function textOf(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/** The group headers above the columns (the grid's column grouping model). */
export function gridGroupsOf(plan: readonly ColumnPlan[], t: TFunction): GridColumnGroupingModel {
  return columnGroupsOf(plan).map((group, index) => ({
    groupId: `${group.groupKey}#${index}`,
    headerName: t(group.groupKey),
    headerAlign: 'center',
    children: group.fields.map((field) => ({ field })),
  }));
}

/**
 * The grid's style rules for fixed and styled columns, by the cells' data-field: a fixed column
 * sticks at its offset from its edge over the ones scrolling under it, with the row's background.
 */
export function gridColumnSx(plan: readonly ColumnPlan[]): Record<string, object> {
  const offsets = fixedOffsets(plan);
  const rules: Record<string, object> = {};
  for (const column of plan) {
    const cells = `& .MuiDataGrid-cell[data-field="${column.field}"]`;
    const header = `& .MuiDataGrid-columnHeader[data-field="${column.field}"]`;
    const fixed = offsets.get(column.field);
    if (fixed) {
      const stick = { position: 'sticky', [fixed.side]: fixed.offset, zIndex: 3 };
      rules[cells] = { ...stick, bgcolor: 'background.paper' };
      rules[header] = { ...stick, bgcolor: 'background.paper' };
      // Opaque, so the columns scrolling under it do not show through; tinted as its row is on hover.
      rules[`& .MuiDataGrid-row:hover .MuiDataGrid-cell[data-field="${column.field}"]`] = {
        backgroundImage: (theme: { palette: { action: { hover: string } } }) => `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
      };
    }
    const style = column.style;
    if (style && (style.fontWeight || style.color || style.wrap === false)) {
      rules[cells] = {
        ...rules[cells],
        ...(style.fontWeight ? { fontWeight: style.fontWeight === 'bold' ? 700 : 400 } : {}),
        ...(style.color ? { color: style.color } : {}),
        ...(style.wrap === false ? { '& > *': { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } } : {}),
      };
    }
  }
  return rules;
}

/** The title, and an (i) whose tooltip explains the column when the manifest gives an explanation. */
function headerOf(column: ColumnPlan, t: TFunction): Pick<GridColDef<TodoRow>, 'renderHeader'> {
  if (column.explainKey === undefined) return {};
  const explanation = t(column.explainKey);
  return {
    renderHeader: () => (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 700 }}>
        {t(column.titleKey)}
        <Tooltip title={explanation}>
          <InfoOutlined fontSize="inherit" titleAccess={explanation} tabIndex={0} data-testid={`column-explain-${column.field}`} />
        </Tooltip>
      </Box>
    ),
  };
}

export function gridColumnsOf(plan: readonly ColumnPlan[], { t, markers, onView }: GridColumnOptions): GridColDef<TodoRow>[] {
  return plan.map((column): GridColDef<TodoRow> => {
    const classes = column.className;
    const align = column.style?.align;
    const base: GridColDef<TodoRow> = {
      field: column.field,
      headerName: t(column.titleKey),
      ...headerOf(column, t),
      ...(classes ? { headerClassName: classes, cellClassName: classes } : {}),
      ...(align ? { align, headerAlign: align } : {}),
      // A shrinking subject fills the room the other columns leave, between its two widths.
      ...(column.shrinkTo === undefined
        ? { width: column.width, minWidth: Math.min(column.width, 90) }
        : { flex: 1, minWidth: column.shrinkTo, maxWidth: column.width }),
      sortable: column.sortable,
      filterable: false,
      // The grid's own field lookup: rows carry every todo-row field, VIEW is no field.
      valueGetter: (_value, row) => (row as unknown as Record<string, unknown>)[column.field],
    };
    switch (column.render) {
      case 'speedBadge':
        return {
          ...base,
          renderCell: ({ row }) => (
            <SpeedBadge name={textOf((row as unknown as Record<string, unknown>)[column.field]) || row.F_DOC_SPEED_NAME} color={row.F_SPEED_COLOR} />
          ),
        };
      case 'secrecyBadge':
        return {
          ...base,
          renderCell: ({ row }) => (
            <SecrecyBadge name={textOf((row as unknown as Record<string, unknown>)[column.field]) || row.F_DOC_SECRET_NAME} color={row.F_COLOR} />
          ),
        };
      case 'viewButton':
        return {
          ...base,
          headerName: '',
          align: 'center',
          headerAlign: 'center',
          disableColumnMenu: true,
          renderCell: ({ row }) => (
            <Button
              size="small"
              variant="outlined"
              startIcon={<VisibilityOutlined />}
              aria-label={t('dashboard.viewLetter', { title: row.F_DOC_TITLE ?? '' })}
              data-testid={`open-document-${row.F_DOC_ID}`}
              onClick={(event) => {
                // The row itself opens on double-click; a click on the button must not select it too.
                event.stopPropagation();
                onView(row);
              }}
            >
              {t('dashboard.view')}
            </Button>
          ),
        };
      default:
        if (column.field === TITLE_FIELD) return { ...base, renderCell: ({ row }) => <TitleCell row={row} markers={markers} /> };
        return {
          ...base,
          renderCell: ({ value }) => (
            <Box component="span" sx={{ whiteSpace: 'normal', wordBreak: 'break-word', py: 1, lineHeight: 1.6 }}>
              {textOf(value)}
            </Box>
          ),
        };
    }
  });
}
