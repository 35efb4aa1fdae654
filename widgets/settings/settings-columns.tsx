/**
 * The list grid's columns of a settings page, from its declaration: each declared column with its
 * translated header, a choice shown by its label (role type 'registry' reads
 * เจ้าหน้าที่สารบรรณ), on/off as yes/no; and, for a person who may write, the edit and delete
 * buttons of each row.
 */
import type { TFunction } from 'i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import type { SettingsPage } from '../../engine/settings/settings-pages';
import type { SettingsRow } from './settings-queries';

/** The label of a choice: settings.options.<field>.<value>; null (the column left empty) has its own. */
export function optionLabel(t: TFunction, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return t([`settings.options.${field}.none`, 'settings.form.none']);
  return t(`settings.options.${field}.${String(value)}`, { defaultValue: String(value) });
}

/** A record's value as the list shows it. */
export function cellText(t: TFunction, declaration: SettingsPage, field: string, value: unknown): string {
  const property = declaration.record.schema.properties[field];
  if (property?.enum) return optionLabel(t, field, value);
  if (typeof value === 'boolean') return t(value ? 'settings.list.yes' : 'settings.list.no');
  if (value === null || value === undefined || value === '') return '—';
  return String(value);
}

/** What names a row to a person (in button labels and the delete question): its first text column. */
export function rowLabel(declaration: SettingsPage, row: SettingsRow): string {
  const textColumn = declaration.columns.find((column) => column.field !== declaration.record.key && typeof row[column.field] === 'string');
  return String(row[textColumn?.field ?? declaration.record.key] ?? '');
}

export interface RowActions {
  onEdit: (row: SettingsRow) => void;
  onDelete: (row: SettingsRow) => void;
}

export function settingsColumns(t: TFunction, declaration: SettingsPage, actions: RowActions | null): GridColDef<SettingsRow>[] {
  const columns: GridColDef<SettingsRow>[] = declaration.columns.map((column) => ({
    field: column.field,
    headerName: t(column.titleKey),
    sortable: false,
    ...(column.width ? { width: column.width } : { flex: 1, minWidth: 160 }),
    valueGetter: (_value, row) => cellText(t, declaration, column.field, row[column.field]),
  }));
  if (!actions) return columns;
  const deleteLabel = declaration.delete.mode === 'deactivate' ? 'settings.list.deactivate' : 'settings.list.delete';
  columns.push({
    field: '__actions',
    headerName: t('settings.list.actions'),
    sortable: false,
    width: 120,
    align: 'center',
    headerAlign: 'center',
    renderCell: ({ row }) => {
      const id = String(row[declaration.record.key]);
      const name = rowLabel(declaration, row);
      return (
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          <Tooltip title={t('settings.list.edit')}>
            <IconButton
              size="small"
              color="primary"
              aria-label={`${t('settings.list.edit')} ${name}`}
              data-testid={`settings-edit-${id}`}
              onClick={(event) => {
                event.stopPropagation();
                actions.onEdit(row);
              }}
            >
              <EditOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t(deleteLabel)}>
            <IconButton
              size="small"
              color="error"
              aria-label={`${t(deleteLabel)} ${name}`}
              data-testid={`settings-delete-${id}`}
              onClick={(event) => {
                event.stopPropagation();
                actions.onDelete(row);
              }}
            >
              <DeleteOutlineRounded fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      );
    },
  });
  return columns;
}
