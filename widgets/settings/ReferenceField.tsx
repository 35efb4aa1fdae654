/**
 * A reference field of a settings form: the value is the key of a row of another table, and the
 * person chooses and sees it by the row's name. The choices come from the server
 * (settingsOptions: the first 200 by name, narrowed by what is typed), asked only once the list
 * is opened; the current row's name comes with the record, so an existing value reads right
 * before any choice is loaded.
 */
import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../dashboard/use-debounced-value';
import type { FormField } from './record-form';
import { useReferenceOptions, type ReferenceOption } from './settings-queries';

const SEARCH_DELAY_MS = 300;

export interface ReferenceFieldProps {
  page: string;
  field: FormField;
  /** The chosen row's key as text ('' for none). */
  value: string;
  /** The chosen row's name, as the record carried it. */
  label: string | undefined;
  onChange: (value: string) => void;
  error: string | undefined;
  disabled: boolean;
  sx?: object;
}

export function ReferenceField({ page, field, value, label, onChange, error, disabled, sx }: ReferenceFieldProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const [chosen, setChosen] = useState<ReferenceOption | null>(value === '' ? null : { value, label: label ?? value });
  const options = useReferenceOptions(page, field.name, search, open);
  const id = `settings-field-${field.name}`;
  const current = value === '' ? null : chosen && String(chosen.value) === value ? chosen : { value, label: label ?? value };
  // Until the server has answered what was typed, the list still shows the last answer and will
  // change under the pointer: say so to assistive technology (and to tests, which wait for it).
  const updating = options.isFetching || search !== typed.trim();

  return (
    <Autocomplete
      id={id}
      sx={sx}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options.data ?? []}
      value={current}
      // The server searches; what it answers is what matches.
      filterOptions={(found) => found}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, selected) => String(option.value) === String(selected.value)}
      onChange={(_event, option) => {
        setChosen(option);
        onChange(option ? String(option.value) : '');
      }}
      onInputChange={(_event, text, reason) => setTyped(reason === 'input' ? text : '')}
      loading={options.isFetching}
      loadingText={t('settings.form.loadingOptions')}
      noOptionsText={t('settings.form.noOptions')}
      disabled={disabled}
      slotProps={{ listbox: { 'aria-busy': updating } }}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest} data-testid={`${id}-option-${String(option.value)}`}>
            {option.label}
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t(field.titleKey)}
          required={field.required}
          error={Boolean(error)}
          helperText={error ?? ' '}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': id } }}
        />
      )}
    />
  );
}
