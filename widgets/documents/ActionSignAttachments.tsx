/**
 * The signElectronic action's choice of the letter's PDF attachments to sign along with it: one
 * checkbox per PDF (the server signs only PDFs), none chosen at first. Shown only when the letter
 * has a PDF attachment.
 */
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentAttachment } from '../../engine/api/document-calls';
import type { ActionFieldProps } from './action-field-props';

const PDF_TYPE = 'application/pdf';

export function ActionSignAttachments({ form, sending, update, attachments }: ActionFieldProps & { attachments: readonly DocumentAttachment[] }) {
  const { t } = useTranslation();
  const hintId = useId();
  const pdfs = attachments.filter((file) => file.CONTENT_TYPE === PDF_TYPE);
  if (pdfs.length === 0) return null;
  const toggle = (id: number, on: boolean) =>
    update({ signAttachmentIds: on ? [...form.signAttachmentIds, id] : form.signAttachmentIds.filter((chosen) => chosen !== id) });
  return (
    <FormControl component="fieldset" disabled={sending} data-testid="action-sign-attachments">
      <FormLabel component="legend">{t('documents.field.signAttachments')}</FormLabel>
      <FormGroup aria-describedby={hintId}>
        {pdfs.map((file) => (
          <FormControlLabel
            key={file.ATTACH_ID}
            control={<Checkbox checked={form.signAttachmentIds.includes(file.ATTACH_ID)} onChange={(event) => toggle(file.ATTACH_ID, event.target.checked)} />}
            label={file.FILE_NAME}
          />
        ))}
      </FormGroup>
      <FormHelperText id={hintId}>{t('documents.signing.attachmentsHint')}</FormHelperText>
    </FormControl>
  );
}
