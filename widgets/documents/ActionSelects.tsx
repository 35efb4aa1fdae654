/**
 * The choices of an action form from fixed lists: what a presentation is for (consideration,
 * review, signature), and the optional kind of an assignment or of a signing, one of those the
 * settings pages offer now, named in the reader's language.
 */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { PRESENT_PURPOSES, type PresentPurpose } from '../../engine/documents/actions';
import type { ActionForm } from '../../engine/documents/document-actions';
import type { ActionFieldProps } from './action-field-props';
import type { ActionLookups } from './action-panel-queries';

export function PurposeSelect({ form, sending, update }: ActionFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      label={t('documents.field.purpose')}
      value={form.purpose}
      onChange={(e) => update({ purpose: e.target.value as PresentPurpose })}
      disabled={sending}
      slotProps={{ htmlInput: { 'data-testid': 'document-purpose' } }}
    >
      {PRESENT_PURPOSES.map((p) => (
        <MenuItem key={p} value={p}>
          {t(`documents.purpose.${p}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

type KindField = 'jobType' | 'signType';

const kindsOf = (field: KindField, lookups: ActionLookups | undefined) =>
  field === 'jobType'
    ? (lookups?.jobTypes ?? []).map((k) => ({ id: k.F_JOB_TYPE_ID, name: k.NAME, nameEn: k.NAME_ENG }))
    : (lookups?.signTypes ?? []).map((k) => ({ id: k.F_SIGN_TYPE_ID, name: k.NAME, nameEn: k.NAME_ENG }));

/** An optional kind: "not specified" or one the settings page offers. */
export function KindSelect({ field, lookups, form, sending, update }: ActionFieldProps & { field: KindField; lookups: ActionLookups | undefined }) {
  const { t, i18n } = useTranslation();
  const key = field === 'jobType' ? 'jobTypeId' : 'signTypeId';
  const english = i18n.language !== 'th';
  return (
    <TextField
      select
      label={t(`documents.field.${field}`)}
      value={form[key] === null ? '' : String(form[key])}
      onChange={(e) => update({ [key]: e.target.value === '' ? null : Number(e.target.value) } as Partial<ActionForm>)}
      disabled={sending}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': `document-${field}` } }}
      sx={{ maxWidth: 360 }}
    >
      <MenuItem value="">{t('documents.field.noType')}</MenuItem>
      {kindsOf(field, lookups).map((k) => (
        <MenuItem key={k.id} value={String(k.id)}>
          {english && k.nameEn ? k.nameEn : k.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
