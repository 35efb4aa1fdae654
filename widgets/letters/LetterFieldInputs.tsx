/**
 * The chosen form's own fields, in the order the form prints them, each taken the way its kind
 * says (one line, several lines, a list of lines, a day, a time) and labelled with the form's
 * wording (ถึง on a stamped letter, เรียน elsewhere). A needed field is marked required.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import RemoveCircleOutlineRounded from '@mui/icons-material/RemoveCircleOutlineRounded';
import { useTranslation } from 'react-i18next';
import { LETTER_FIELD_KINDS, LETTER_FORMS, letterFieldLabelKeys, type LetterField, type LetterForm } from '../../engine/documents/letter-forms';
import type { DraftEdit } from './letter-draft-edits';
import type { LetterDraft } from './letter-draft';

interface FieldProps {
  form: LetterForm;
  field: LetterField;
  value: string | string[] | undefined;
  required: boolean;
  onEdit: (edit: DraftEdit) => void;
}

function ListField({ form, field, value, required, onEdit }: FieldProps) {
  const { t } = useTranslation();
  const label = t(letterFieldLabelKeys(form, field));
  const lines = Array.isArray(value) && value.length ? value : [''];
  const set = (next: string[]) => onEdit({ type: 'field', field, value: next });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }} data-testid={`letter-field-${field}`}>
      <Typography component="legend" variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {label}
        {required ? ' *' : ''}
      </Typography>
      {lines.map((line, index) => (
        <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <TextField
            size="small"
            fullWidth
            value={line}
            onChange={(event) => set(lines.map((old, i) => (i === index ? event.target.value : old)))}
            slotProps={{ htmlInput: { 'aria-label': `${label} ${index + 1}`, maxLength: 300 } }}
          />
          <IconButton
            aria-label={`${t('documents.letter.editor.removeLine')} ${index + 1}`}
            onClick={() => set(lines.filter((_, i) => i !== index))}
            disabled={lines.length === 1 && !line}
            size="small"
          >
            <RemoveCircleOutlineRounded fontSize="small" />
          </IconButton>
        </Box>
      ))}
      <Button size="small" startIcon={<AddRounded />} onClick={() => set([...lines, ''])} sx={{ justifySelf: 'start' }}>
        {t('documents.letter.editor.addLine')}
      </Button>
    </Box>
  );
}

function SingleField({ form, field, value, required, onEdit }: FieldProps) {
  const { t } = useTranslation();
  const kind = LETTER_FIELD_KINDS[field];
  return (
    <TextField
      size="small"
      fullWidth
      label={t(letterFieldLabelKeys(form, field))}
      required={required}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onEdit({ type: 'field', field, value: event.target.value })}
      multiline={kind === 'lines'}
      minRows={kind === 'lines' ? 2 : undefined}
      type={kind === 'date' ? 'date' : kind === 'time' ? 'time' : 'text'}
      slotProps={{ inputLabel: kind === 'date' || kind === 'time' ? { shrink: true } : {}, htmlInput: { 'data-testid': `letter-field-${field}` } }}
    />
  );
}

export function LetterFieldInputs({ draft, onEdit }: { draft: LetterDraft; onEdit: (edit: DraftEdit) => void }) {
  const entry = LETTER_FORMS[draft.form];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {entry.fields.map((field) => {
        const props: FieldProps = { form: draft.form, field, value: draft.fields[field], required: entry.required.includes(field), onEdit };
        return LETTER_FIELD_KINDS[field] === 'list' ? <ListField key={field} {...props} /> : <SingleField key={field} {...props} />;
      })}
    </Box>
  );
}
