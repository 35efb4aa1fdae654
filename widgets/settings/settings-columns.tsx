/**
 * The list grid's columns of a settings page, from its declaration: each declared column with its
 * translated header, a choice shown by its label (role type 'registry' reads
 * เจ้าหน้าที่สารบรรณ), a reference by the referenced row's name (the list carries it as
 * <field>__label), on/off as yes/no; and, for a person who may write, the edit and delete
 * buttons of each row (only those the page offers), and on a page whose records are decided
 * (declaration.decision) the button deciding each row still waiting.
 */
import type { TFunction } from 'i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import { formatThaiDateTime } from '../../engine/format/thai-date';
import { auditActionText } from '../../engine/settings/audit-actions';
import { settingsPermissionTitleKey, type SettingsPage } from '../../engine/settings/settings-pages';
import type { SettingsField } from '../../schemas/generated/settings/settings-page';
import type { SettingsRow } from './settings-queries';

/** The label of a choice: settings.options.<field>.<value>; null (the column left empty) has its own. */
export function optionLabel(t: TFunction, field: string, value: unknown, enumOf?: SettingsField['enumOf']): string {
  if (value === null || value === undefined || value === '') return t([`settings.options.${field}.none`, 'settings.form.none']);
  // A settings permission key reads as the title of the page declaring it.
  const pageTitle = enumOf === 'settings-permissions' ? settingsPermissionTitleKey(value) : null;
  if (pageTitle) return t(pageTitle);
  return t(`settings.options.${field}.${String(value)}`, { defaultValue: String(value) });
}

/** A record's value as the list shows it (`row`: the whole record, for a reference's name). */
export function cellText(t: TFunction, declaration: SettingsPage, field: string, value: unknown, row?: SettingsRow): string {
  const property = declaration.record.schema.properties[field];
  if (property?.enum) return optionLabel(t, field, value, property.enumOf);
  // An audit row's action by its Thai label (the action itself when it has none); an instant as a Thai date and time.
  if (property?.display === 'audit-action' && typeof value === 'string')
    return auditActionText((key, params) => (t(key, { ...params, defaultValue: '' }) as string) || null, value);
  if (property?.format === 'date-time' && typeof value === 'string') return formatThaiDateTime(value);
  if (property?.reference && value !== null && value !== undefined) {
    const label = row?.[`${field}__label`];
    return typeof label === 'string' && label !== '' ? label : String(value);
  }
  if (typeof value === 'boolean') return t(value ? 'settings.list.yes' : 'settings.list.no');
  if (value === null || value === undefined || value === '') return '—';
  return String(value);
}

/**
 * What names a row to a person (in button labels, the delete question and the notice after a
 * change): its first text column, else its key, read as the list and the form show it: a choice
 * by its label (manage-columns' 'to' reads ถึง), a reference by the referenced row's
 * name. Empty when the row has no value there.
 */
export function rowLabel(t: TFunction, declaration: SettingsPage, row: SettingsRow): string {
  const textColumn = declaration.columns.find((column) => column.field !== declaration.record.key && typeof row[column.field] === 'string');
  const field = textColumn?.field ?? declaration.record.key;
  const value = row[field];
  if (value === null || value === undefined || value === '') return '';
  return cellText(t, declaration, field, value, row);
}

/** The writes a page offers (its declaration's operations; all three when it names none). */
export function offers(declaration: SettingsPage, operation: 'create' | 'update' | 'delete'): boolean {
  return declaration.operations === undefined || declaration.operations.includes(operation);
}

export interface RowActions {
  onEdit: (row: SettingsRow) => void;
  onDelete: (row: SettingsRow) => void;
  /** Uploading the record's file, on a page whose records carry one (record.file). */
  onFile?: (row: SettingsRow) => void;
  /** Deciding a record, on a page whose records are decided (declaration.decision): offered on the rows `decidable` says. */
  onDecide?: (row: SettingsRow) => void;
  decidable?: (row: SettingsRow) => boolean;
}

/** A link from each row to a page nested below it (its label, and the address for a row). */
export interface NestedLink {
  segment: string;
  label: string;
  to: (row: SettingsRow) => string;
}

export function settingsColumns(
  t: TFunction,
  declaration: SettingsPage,
  actions: RowActions | null,
  links: readonly NestedLink[] = [],
): GridColDef<SettingsRow>[] {
  const columns: GridColDef<SettingsRow>[] = declaration.columns.map((column) => ({
    field: column.field,
    headerName: t(column.titleKey),
    sortable: false,
    ...(column.width ? { width: column.width } : { flex: 1, minWidth: 160 }),
    valueGetter: (_value, row) => cellText(t, declaration, column.field, row[column.field], row),
  }));
  // Whoever may read the page may follow its rows to the pages nested below them (which check their own permission).
  if (links.length > 0)
    columns.push({
      field: '__nested',
      headerName: '',
      sortable: false,
      minWidth: 200,
      flex: 1,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          {links.map((link) => (
            <Button
              key={link.segment}
              size="small"
              component={RouterLink}
              to={link.to(row)}
              aria-label={`${link.label} ${rowLabel(t, declaration, row)}`}
              data-testid={`settings-nested-${link.segment}-${String(row[declaration.record.key])}`}
              onClick={(event: { stopPropagation: () => void }) => event.stopPropagation()}
            >
              {link.label}
            </Button>
          ))}
        </Box>
      ),
    });
  // Deciding is what such a page is for: its button leads each row, where a wide grid never hides it.
  const { onDecide, decidable } = actions ?? {};
  if (onDecide)
    columns.unshift({
      field: '__decide',
      headerName: t('settings.list.actions'),
      sortable: false,
      width: 120,
      renderCell: ({ row }) =>
        decidable?.(row) ? (
          <Button
            size="small"
            variant="outlined"
            aria-label={t('settings.accountRequests.decideOf', { name: rowLabel(t, declaration, row) })}
            data-testid={`settings-decide-${String(row[declaration.record.key])}`}
            onClick={(event) => {
              event.stopPropagation();
              onDecide(row);
            }}
          >
            {t('settings.accountRequests.decide')}
          </Button>
        ) : null,
    });
  if (!actions || !(offers(declaration, 'update') || offers(declaration, 'delete'))) return columns;
  const deleteLabel = declaration.delete.mode === 'deactivate' ? 'settings.list.deactivate' : 'settings.list.delete';
  columns.push({
    field: '__actions',
    headerName: t('settings.list.actions'),
    sortable: false,
    width: actions.onFile ? 160 : 120,
    align: 'center',
    headerAlign: 'center',
    renderCell: ({ row }) => {
      const id = String(row[declaration.record.key]);
      const name = rowLabel(t, declaration, row);
      return (
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          {offers(declaration, 'update') && (
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
          )}
          {actions.onFile && (
            <Tooltip title={t('settings.manualFile.title')}>
              <IconButton
                size="small"
                color="primary"
                aria-label={t('settings.manualFile.action', { name })}
                data-testid={`settings-file-${id}`}
                onClick={(event) => {
                  event.stopPropagation();
                  actions.onFile?.(row);
                }}
              >
                <CloudUploadOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          {offers(declaration, 'delete') && (
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
          )}
        </Box>
      );
    },
  });
  return columns;
}
