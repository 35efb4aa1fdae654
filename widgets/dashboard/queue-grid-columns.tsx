/**
 * MUI X grid columns of a queue from the manifest's columns (engine/portal/queue-columns.ts
 * decides titles, widths and sorting; this file only draws each render kind).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import type { TodoRow } from '../../engine/api/portal-calls';
import { TITLE_FIELD, type ColumnPlan } from '../../engine/portal/queue-columns';
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

export function gridColumnsOf(plan: readonly ColumnPlan[], { t, markers, onView }: GridColumnOptions): GridColDef<TodoRow>[] {
  return plan.map((column): GridColDef<TodoRow> => {
    const base: GridColDef<TodoRow> = {
      field: column.field,
      headerName: t(column.titleKey),
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
