/**
 * The inputs of a settings record, one per declared field in the layout's order: a text field
 * for text, a select for a choice, a whole-number field, a switch for on/off, a searchable list
 * of names for a reference, a date input for a day, a password input for a secret (empty on edit,
 * where leaving it empty keeps it); labels from each field's i18n key, required marks, the length limit.
 * A field the page only shows (read-only) is shown disabled, saying so. Two columns from the sm breakpoint; a
 * field the layout calls wide takes the whole row. A field refused (here or by the server) shows
 * why under it.
 */
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { FormField, FormValues } from './record-form';
import { ReferenceField } from './ReferenceField';
import { optionLabel } from './settings-columns';

export interface RecordFormFieldsProps {
  /** The settings page (its reference fields' choices are asked of it). */
  page: string;
  fields: readonly FormField[];
  /** The names of the record's reference values, by field (<field>__label of the record). */
  labels?: Readonly<Record<string, string>>;
  values: FormValues;
  onChange: (name: string, value: string | boolean) => void;
  /** Why a field is refused, by field name (already in the person's language). */
  errors: Readonly<Record<string, string>>;
  /** Editing a record that exists: its typed key cannot change. */
  editing: boolean;
  disabled?: boolean;
}

/** The select's value of "left empty" (a choice that may be null). */
const NONE = '';

export function RecordFormFields({ page, fields, labels = {}, values, onChange, errors, editing, disabled = false }: RecordFormFieldsProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
      {fields.map((field) => {
        const label = t(field.titleKey);
        const error = errors[field.name] ?? (field.readOnly ? t('settings.form.readOnlyHint') : undefined);
        const id = `settings-field-${field.name}`;
        const locked = disabled || field.readOnly;
        const span = field.wide || field.kind === 'switch' ? { gridColumn: '1 / -1' } : {};
        if (field.kind === 'switch') {
          return (
            <Box key={field.name} sx={span}>
              <FormControlLabel
                control={
                  <Switch
                    checked={values[field.name] === true}
                    onChange={(event) => onChange(field.name, event.target.checked)}
                    disabled={locked}
                    slotProps={{ input: { 'data-testid': id } as Record<string, string> }}
                  />
                }
                label={label}
              />
              {error && <FormHelperText error={Boolean(errors[field.name])}>{error}</FormHelperText>}
            </Box>
          );
        }
        const value = typeof values[field.name] === 'string' ? (values[field.name] as string) : '';
        if (field.kind === 'reference' && !field.readOnly) {
          return (
            <ReferenceField
              key={field.name}
              page={page}
              field={field}
              value={value}
              label={labels[field.name]}
              onChange={(chosen) => onChange(field.name, chosen)}
              error={error}
              disabled={disabled}
              sx={span}
            />
          );
        }
        // A read-only reference shows the row's name, not its key.
        const shown = field.kind === 'reference' ? (labels[field.name] ?? value) : value;
        const length = field.kind === 'text' && field.maxLength !== undefined ? `${[...value].length}/${field.maxLength}` : null;
        // A secret is required of a new record only; editing, an empty one keeps the stored one.
        const secretHint = field.kind === 'secret' ? t(editing ? 'settings.form.secretKeep' : 'settings.form.secretNew') : null;
        return (
          <TextField
            key={field.name}
            id={id}
            select={field.kind === 'select'}
            label={label}
            required={field.required || (field.kind === 'secret' && !editing)}
            type={field.kind === 'secret' ? 'password' : field.kind === 'date' ? 'date' : field.format === 'color' ? 'color' : undefined}
            autoComplete={field.kind === 'secret' ? 'new-password' : undefined}
            value={shown}
            onChange={(event) => onChange(field.name, event.target.value)}
            disabled={locked || (editing && field.isKey)}
            error={Boolean(errors[field.name])}
            helperText={error ?? secretHint ?? length ?? ' '}
            sx={span}
            slotProps={{
              htmlInput: {
                'data-testid': id,
                ...(field.kind === 'text' && field.maxLength !== undefined ? { maxLength: field.maxLength } : {}),
                ...(field.kind === 'integer' ? { inputMode: 'numeric', min: field.minimum, max: field.maximum } : {}),
              },
              ...(field.kind === 'select' ? { select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } } : {}),
              // A date input always shows its own placeholder, so its label stays above it.
              ...(field.kind === 'date' || field.format === 'color' ? { inputLabel: { shrink: true } } : {}),
            }}
          >
            {field.kind === 'select' && [
              ...(field.nullable || !field.required
                ? [
                    <MenuItem key={NONE} value={NONE} data-testid={`${id}-none`}>
                      {optionLabel(t, field.name, null)}
                    </MenuItem>,
                  ]
                : []),
              ...field.options.map((option) => (
                <MenuItem key={String(option)} value={String(option)} data-testid={`${id}-${String(option)}`}>
                  {optionLabel(t, field.name, option, field.enumOf)}
                </MenuItem>
              )),
            ]}
          </TextField>
        );
      })}
    </Box>
  );
}
