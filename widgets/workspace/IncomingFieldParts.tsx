/**
 * What the field groups of an incoming letter share: the props each group receives, a labelled
 * group of buttons, the two-column row, a vocabulary entry's name in the reader's language, a
 * field's problem in words, and the free-text field.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { INCOMING_LIMITS, type IncomingErrors, type IncomingField, type IncomingForm } from '../../engine/documents/incoming-letter';
import type { Lookups } from './use-incoming-calls';

export interface IncomingGroupProps {
  form: IncomingForm;
  errors: IncomingErrors;
  lookups: Lookups;
  disabled: boolean;
  onChange: (patch: Partial<IncomingForm>) => void;
}

/** Two fields side by side, one above the other on a narrow screen. */
export const PAIR = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } } as const;

export const numberOrNull = (value: string) => (value === '' ? null : Number(value));

/** The book group of a letter type: a circular, command, announcement... is published once numbered. */
export const bookGroupOf = (lookups: Lookups, docTypeId: number | null) =>
  lookups.docTypes.find((type) => type.F_DOC_TYPE_ID === docTypeId)?.F_BOOK_GROUP ?? null;

export function FieldGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', flexDirection: 'column', gap: 0.75 }}>
      <Typography variant="body2" color="text.secondary" component="span">
        {label}
      </Typography>
      {children}
    </Box>
  );
}

/** The words of a field group: translations, a vocabulary entry's name, a field's problem (its limit filled in). */
export function useIncomingWords(errors: IncomingErrors) {
  const { t, i18n } = useTranslation();
  const english = i18n.language.startsWith('en');
  const nameOf = (entry: { NAME: string; NAME_ENG: string }) => (english && entry.NAME_ENG ? entry.NAME_ENG : entry.NAME);
  const errorOf = (field: IncomingField) => {
    const key = errors[field];
    if (!key) return undefined;
    return t(key, { max: field in INCOMING_LIMITS ? INCOMING_LIMITS[field as keyof typeof INCOMING_LIMITS] : undefined });
  };
  return { t, nameOf, errorOf };
}

interface IncomingTextProps extends Omit<IncomingGroupProps, 'lookups'> {
  field: 'docNo' | 'from' | 'to' | 'dear' | 'subject';
  label: string;
  required?: boolean;
  multiline?: boolean;
  helper?: string;
  /** The id of a datalist offered while typing. */
  suggestions?: string;
}

/** A text the clerk copies from the letter, at most as long as its column. */
export function IncomingText({ field, label, required, multiline, helper, suggestions, form, errors, disabled, onChange }: IncomingTextProps) {
  const { errorOf } = useIncomingWords(errors);
  return (
    <TextField
      label={label}
      value={form[field]}
      onChange={(event) => onChange({ [field]: event.target.value })}
      required={required}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      error={Boolean(errors[field])}
      helperText={errorOf(field) ?? helper}
      disabled={disabled}
      fullWidth
      slotProps={{ htmlInput: { 'data-testid': `incoming-${field}`, maxLength: INCOMING_LIMITS[field], list: suggestions } }}
    />
  );
}
