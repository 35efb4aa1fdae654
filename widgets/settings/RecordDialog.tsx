/**
 * Adding or editing one record of a settings page: the declared fields in a dialog, checked here
 * first (required, whole numbers, length, pattern) and then by the server. A refusal (400 naming
 * a field, 403, 409 duplicate) shows in the dialog in Thai and the dialog stays open with what
 * was typed, so nothing is lost; only a save the server accepted closes it.
 */
import { useMemo, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SettingsRecordId } from '../../engine/api/settings-calls';
import type { SettingsPage } from '../../engine/settings/settings-pages';
import { formFields, parseRecord, referenceLabelsOf, serverFieldName, valuesOf, type FormField, type FormValues } from './record-form';
import { RecordFormFields } from './RecordFormFields';
import { useSaveRecord, type SettingsRow } from './settings-queries';

export interface RecordDialogProps {
  declaration: SettingsPage;
  /** The record edited, or null to add one. */
  row: SettingsRow | null;
  onClose: () => void;
  /** The server saved it: the record as it now is. */
  onSaved: (item: SettingsRow) => void;
}

export function RecordDialog({ declaration, row, onClose, onSaved }: RecordDialogProps) {
  const { t } = useTranslation();
  const fields = useMemo(() => formFields(declaration.record, declaration.form), [declaration]);
  const [values, setValues] = useState<FormValues>(() => valuesOf(fields, row ?? undefined));
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Why the last save did not happen: the form's own check, or the server's refusal.
  const [refusal, setRefusal] = useState<{ by: 'form' | 'server'; text: string } | null>(null);
  const save = useSaveRecord(declaration.page);
  const editing = row !== null;
  const titleId = `settings-dialog-title-${declaration.page}`;

  const messageOf = (field: FormField, problem: string) =>
    t(`settings.form.error.${problem}`, { field: t(field.titleKey), min: field.minLength ?? field.minimum, max: field.maxLength ?? field.maximum });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseRecord(fields, values, { editing });
    const problems = Object.entries(parsed.problems);
    if (problems.length > 0) {
      setErrors(
        Object.fromEntries(
          problems.map(([name, problem]) => [
            name,
            messageOf(
              fields.find((field) => field.name === name)!,
              problem,
            ),
          ]),
        ),
      );
      setRefusal({ by: 'form', text: t('settings.form.fixFields') });
      return;
    }
    setErrors({});
    setRefusal(null);
    try {
      const id = editing ? (row[declaration.record.key] as SettingsRecordId) : null;
      const reply = await save.mutateAsync({ id, record: parsed.record });
      if (reply.status === 'success') {
        onSaved(reply.item);
        return;
      }
      setRefusal({ by: 'server', text: reply.message });
      const named = (reply.fields ?? []).map((name) => serverFieldName(fields, name)).filter((name): name is string => name !== null);
      setErrors(Object.fromEntries(named.map((name) => [name, reply.message])));
    } catch {
      setRefusal({ by: 'server', text: t('settings.form.failed') });
    }
  };

  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={titleId} data-testid="settings-record-dialog">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId} sx={{ pb: 1 }}>
          <Typography component="span" variant="overline" color="text.secondary" sx={{ display: 'block', lineHeight: 1.6 }}>
            {t(declaration.titleKey)}
          </Typography>
          <Typography component="span" variant="h6" sx={{ display: 'block', fontWeight: 700 }}>
            {t(editing ? 'settings.form.editTitle' : 'settings.form.addTitle')}
          </Typography>
        </DialogTitle>
        <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
          {refusal && (
            <Alert severity="error" data-testid="settings-record-error">
              {refusal.text}
            </Alert>
          )}
          <Typography variant="body2" color="text.secondary">
            {t('settings.form.requiredHint')}
          </Typography>
          <RecordFormFields
            page={declaration.page}
            fields={fields}
            labels={referenceLabelsOf(fields, row ?? undefined)}
            values={values}
            errors={errors}
            editing={editing}
            disabled={save.isPending}
            onChange={(name, value) => {
              setValues((current) => ({ ...current, [name]: value }));
              const { [name]: _fixed, ...rest } = errors;
              setErrors(rest);
              // The form's own notice goes once every field it pointed at has been changed.
              if (refusal?.by === 'form' && Object.keys(rest).length === 0) setRefusal(null);
            }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={save.isPending} data-testid="settings-record-cancel">
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending} data-testid="settings-record-save">
            {t('settings.form.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
