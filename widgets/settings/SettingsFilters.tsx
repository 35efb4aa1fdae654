/**
 * The filters a settings page declares, above its grid: a reference field as a searchable
 * picker of its rows (the person), a field with choices as a select (the action, each choice by
 * its Thai label), a date range as two date fields. Every change narrows the list at once; the
 * export button (a page declaring export) downloads the CSV of every row the same search and
 * filters keep, fetched with the person's token like the other file replies.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../engine/api/client';
import type { SettingsFilterValues } from '../../engine/api/settings-calls';
import { auditActionText } from '../../engine/settings/audit-actions';
import type { SettingsPage } from '../../engine/settings/settings-pages';
import type { SettingsFilter } from '../../schemas/generated/settings/settings-page';
import type { FormField } from './record-form';
import { ReferenceField } from './ReferenceField';
import { useSettingsCalls } from './settings-queries';
import { useSettingsScope } from './settings-scope';

export interface SettingsFiltersProps {
  declaration: SettingsPage;
  values: SettingsFilterValues;
  onChange: (values: SettingsFilterValues) => void;
  /** The list's search text, sent with the export too. */
  search: string;
}

/** The values with one set (an empty one removed, so it is no filter). */
function withValue(values: SettingsFilterValues, name: string, value: string | number | ''): SettingsFilterValues {
  const { [name]: _old, ...rest } = values;
  return value === '' ? rest : { ...rest, [name]: value };
}

/** A reference filter as the form's reference picker reads it. */
const referenceField = (declaration: SettingsPage, filter: SettingsFilter): FormField => ({
  name: filter.field,
  kind: 'reference',
  titleKey: filter.titleKey,
  required: false,
  nullable: true,
  wide: false,
  options: [],
  isKey: false,
  readOnly: false,
  integerValue: [declaration.record.schema.properties[filter.field]?.type].flat().includes('integer'),
});

export function SettingsFilters({ declaration, values, onChange, search }: SettingsFiltersProps) {
  const { t, i18n } = useTranslation();
  const calls = useSettingsCalls();
  const scope = useSettingsScope();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const filters = declaration.filters ?? [];
  const set = (name: string, value: string | number | '') => onChange(withValue(values, name, value));
  const choiceText = (filter: SettingsFilter, choice: string) =>
    declaration.record.schema.properties[filter.field]?.display === 'audit-action'
      ? auditActionText((key, params) => (i18n.exists(key) ? t(key, params) : null), choice)
      : t(`settings.options.${filter.field}.${choice}`, { defaultValue: choice });

  async function exportFile() {
    setBusy(true);
    setError(null);
    try {
      const blob = await calls.exportFile(declaration.page, { search: search || undefined, filters: values, scope });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `${declaration.page}.csv`;
      document.body.append(link);
      link.click();
      link.remove();
      // The download has started from the URL; let the browser drop the bytes after it.
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (failure) {
      setError(failure instanceof HttpError && failure.body?.message ? failure.body.message : t('settings.filters.exportFailed'));
    } finally {
      setBusy(false);
    }
  }

  if (filters.length === 0 && !declaration.export) return null;
  return (
    <Box sx={{ px: { xs: 2, md: 3 }, pt: 2 }} data-testid="settings-filters">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}>
        {filters.map((filter) => {
          if (filter.kind === 'date-range')
            return (['From', 'To'] as const).map((end) => (
              <TextField
                key={`${filter.name}${end}`}
                size="small"
                type="date"
                label={`${t(filter.titleKey)}: ${t(end === 'From' ? 'settings.filters.from' : 'settings.filters.to')}`}
                value={String(values[`${filter.name}${end}`] ?? '')}
                onChange={(event) => set(`${filter.name}${end}`, event.target.value)}
                sx={{ width: 190 }}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `settings-filter-${filter.name}${end}` } }}
              />
            ));
          const property = declaration.record.schema.properties[filter.field];
          if (property?.reference)
            return (
              <ReferenceField
                key={filter.name}
                page={declaration.page}
                field={referenceField(declaration, filter)}
                value={values[filter.name] === undefined ? '' : String(values[filter.name])}
                label={undefined}
                onChange={(value) => set(filter.name, value !== '' && referenceField(declaration, filter).integerValue ? Number(value) : value)}
                error={undefined}
                disabled={false}
                sx={{ width: 260 }}
              />
            );
          const choices = filter.choices ?? property?.enum?.filter((choice): choice is string | number => choice !== null).map(String);
          return (
            <TextField
              key={filter.name}
              size="small"
              select={Boolean(choices)}
              label={t(filter.titleKey)}
              value={String(values[filter.name] ?? '')}
              onChange={(event) => set(filter.name, event.target.value)}
              sx={{ width: 260 }}
              slotProps={{ htmlInput: { 'data-testid': `settings-filter-${filter.name}`, maxLength: 100 } }}
            >
              {choices && [
                <MenuItem key="" value="">
                  {t('settings.filters.all')}
                </MenuItem>,
                ...choices.map((choice) => (
                  <MenuItem key={choice} value={choice} data-testid={`settings-filter-${filter.name}-${choice}`}>
                    {choiceText(filter, choice)}
                  </MenuItem>
                )),
              ]}
            </TextField>
          );
        })}
        {Object.keys(values).length > 0 && (
          <Button onClick={() => onChange({})} data-testid="settings-filters-clear">
            {t('settings.filters.clear')}
          </Button>
        )}
        {declaration.export && (
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            disabled={busy}
            onClick={() => void exportFile()}
            sx={{ ml: 'auto' }}
            data-testid="settings-export"
          >
            {t('settings.filters.export')}
          </Button>
        )}
      </Box>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }} data-testid="settings-export-error">
          {error}
        </Alert>
      )}
    </Box>
  );
}
