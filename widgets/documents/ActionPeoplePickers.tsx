/**
 * Whom an action goes to: one person or several (present, review, assign...), or for a send the
 * departments (their registry receives it) and people it goes to. The choices are the people
 * this action may be given to (choosableRecipients), each shown with position and department.
 */
import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { needsExecutive, type Recipient, type RecipientDepartment } from '../../engine/documents/document-actions';
import type { ActionField, DocumentAction } from '../../engine/documents/actions';
import { errorText, type ActionFieldProps } from './action-field-props';

interface PickerProps extends ActionFieldProps {
  options: Recipient[];
  loading: boolean;
}

const personLabel = (p: Recipient) => [`${p.F_FIRST_NAME} ${p.F_LAST_NAME}`, p.F_POSITION_NAME, p.F_DEPT_NAME].filter(Boolean).join(' · ');

/** The person (or people) an action is given to; an executive where the action or its purpose needs one. */
export function PersonPicker({
  action,
  fields,
  options,
  loading,
  form,
  errors,
  sending,
  update,
}: PickerProps & { action: DocumentAction; fields: readonly ActionField[] }) {
  const { t } = useTranslation();
  const multiple = fields.includes('people');
  const label = t(
    multiple
      ? 'documents.field.people'
      : fields.includes('executiveOne') && needsExecutive(action, form.purpose)
        ? 'documents.field.executive'
        : 'documents.field.person',
  );
  const selected = options.filter((p) => form.personIds.includes(p.F_PERSON_ID));
  const common = {
    options,
    loading,
    getOptionLabel: personLabel,
    isOptionEqualToValue: (a: Recipient, b: Recipient) => a.F_PERSON_ID === b.F_PERSON_ID,
    noOptionsText: t('documents.noRecipients'),
    disabled: sending,
    'data-testid': 'document-person',
  };
  const input = (params: AutocompleteRenderInputParams) => (
    <TextField {...params} label={label} required error={Boolean(errors.person)} helperText={errorText(t, errors, 'person')} />
  );
  return multiple ? (
    <Autocomplete multiple {...common} value={selected} onChange={(_e, value) => update({ personIds: value.map((p) => p.F_PERSON_ID) })} renderInput={input} />
  ) : (
    <Autocomplete
      {...common}
      value={selected[0] ?? null}
      onChange={(_e, value) => update({ personIds: value ? [value.F_PERSON_ID] : [] })}
      renderInput={input}
    />
  );
}

/** A send: the departments (their registry receives it) and/or people it goes to; one of them at least. */
export function RecipientsPicker({ departments, options, loading, form, errors, sending, update }: PickerProps & { departments: RecipientDepartment[] }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Autocomplete
        multiple
        options={departments}
        loading={loading}
        getOptionLabel={(d: RecipientDepartment) => d.text}
        isOptionEqualToValue={(a: RecipientDepartment, b: RecipientDepartment) => a.dept_id === b.dept_id}
        noOptionsText={t('documents.noRecipients')}
        disabled={sending}
        value={departments.filter((d) => form.departmentIds.includes(d.dept_id))}
        onChange={(_e, value) => update({ departmentIds: value.map((d) => d.dept_id) })}
        data-testid="document-departments"
        renderInput={(params) => (
          <TextField {...params} label={t('documents.field.departments')} error={Boolean(errors.person)} helperText={errorText(t, errors, 'person')} />
        )}
      />
      <Autocomplete
        multiple
        options={options}
        loading={loading}
        getOptionLabel={personLabel}
        isOptionEqualToValue={(a: Recipient, b: Recipient) => a.F_PERSON_ID === b.F_PERSON_ID}
        noOptionsText={t('documents.noRecipients')}
        disabled={sending}
        value={options.filter((p) => form.personIds.includes(p.F_PERSON_ID))}
        onChange={(_e, value) => update({ personIds: value.map((p) => p.F_PERSON_ID) })}
        data-testid="document-person"
        renderInput={(params) => <TextField {...params} label={t('documents.field.sendPeople')} error={Boolean(errors.person)} />}
      />
    </Box>
  );
}
