/**
 * What the person types in an action form: its free text (a result, a command, a reason, a note),
 * with a microphone where the tenant allows dictation, and the date the work is due.
 */
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { ActionForm } from '../../engine/documents/document-actions';
import { SPEECH_FIELD_MAX } from '../../engine/speech/speech-text';
import { usePortal } from '../portal/PortalContext';
import { SpeechTextField } from '../speech/SpeechTextField';
import { errorText, type ActionFieldProps } from './action-field-props';

export type TextKey = 'result' | 'command' | 'reason' | 'note';

/** Dictation is offered on the free-text fields people write at length. */
const DICTATED: readonly TextKey[] = ['note', 'command'];

interface ActionTextProps extends ActionFieldProps {
  field: TextKey;
  label: string;
  required: boolean;
  /** A phrase heard by the microphone, to join to the field's latest text. */
  onRecognised: (field: TextKey, heard: string) => void;
}

export function ActionText({ field, label, required, onRecognised, form, errors, sending, update }: ActionTextProps) {
  const { t } = useTranslation();
  const { caps } = usePortal();
  return (
    <SpeechTextField
      speech={caps.features.speechToText && DICTATED.includes(field)}
      onRecognised={(heard) => onRecognised(field, heard)}
      speechTestId={`speech-${field}`}
      label={label}
      value={form[field]}
      onChange={(e) => update({ [field]: e.target.value } as Partial<ActionForm>)}
      required={required}
      multiline
      minRows={required ? 3 : 2}
      error={Boolean(errors[field])}
      helperText={errorText(t, errors, field)}
      disabled={sending}
      slotProps={{ htmlInput: { 'data-testid': `document-${field}`, maxLength: SPEECH_FIELD_MAX } }}
    />
  );
}

/** The day the work given with the action is due (optional). */
export function DueDateField({ form, errors, sending, update }: ActionFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      type="date"
      label={t('documents.field.dueDate')}
      value={form.dueDate}
      onChange={(e) => update({ dueDate: e.target.value })}
      error={Boolean(errors.dueDate)}
      helperText={errorText(t, errors, 'dueDate')}
      disabled={sending}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'document-due-date' } }}
      sx={{ maxWidth: 240 }}
    />
  );
}
