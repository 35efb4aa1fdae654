/**
 * Writing the letter: the form, its fields and the body on the left, the A4 page as the server
 * will print it on the right, refreshed a moment after typing stops. What the form cannot print
 * yet (a needed field empty, an item without its number) is said in place of the preview and
 * keeps Save off; saving adds a version with a note of what changed, so the writer's and the
 * reviewer's wording both stay readable. Closing with unsaved changes asks first.
 */
import { useMemo, useReducer, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LETTER_FORM_NAMES, letterFormNameKey, letterProblemText, letterProblems, type LetterForm } from '../../engine/documents/letter-forms';
import type { LetterContent } from '../../schemas/generated/api/letter-content';
import { useDebouncedValue } from '../dashboard/use-debounced-value';
import { contentOfDraft, draftOfContent, emptyDraft, type DraftSeed } from './letter-draft';
import { editDraft } from './letter-draft-edits';
import { letterFailure, useLetterPreview, useSaveLetter } from './letter-queries';
import { LetterBodyEditor } from './LetterBodyEditor';
import { LetterFieldInputs } from './LetterFieldInputs';
import { PdfFrame } from './PdfFrame';

/** How long typing must pause before the preview is asked for again. */
const PREVIEW_DELAY_MS = 700;

export interface LetterEditorDialogProps {
  documentId: number;
  subject: string;
  /** The newest saved content; null when nothing is written yet. */
  saved: LetterContent | null;
  /** The form a letter nobody has written starts on (its kind's). */
  startForm: LetterForm;
  seed: DraftSeed;
  onClose: (saved: boolean) => void;
}

function LetterPreviewPane({ documentId, subject, content, waiting }: { documentId: number; subject: string; content: LetterContent; waiting: string | null }) {
  const { t } = useTranslation();
  const settled = useDebouncedValue(waiting ? null : content, PREVIEW_DELAY_MS);
  const preview = useLetterPreview(documentId, settled);
  return (
    <Box
      component="section"
      aria-label={t('documents.letter.editor.preview')}
      // The page stays in sight while the person scrolls through a long body.
      sx={{ display: 'grid', gap: 1, alignContent: 'start', minWidth: 0, position: { lg: 'sticky' }, top: { lg: 0 } }}
    >
      <Typography variant="subtitle2" component="h3">
        {t('documents.letter.editor.preview')}
      </Typography>
      {waiting && (
        <Alert severity="info" data-testid="letter-preview-waiting">
          {t('documents.letter.editor.previewWaiting', { fields: waiting })}
        </Alert>
      )}
      {preview.isError && (
        <Alert severity="error" data-testid="letter-preview-failed">
          {t('documents.letter.editor.previewFailed', { message: letterFailure(preview.error, '') })}
        </Alert>
      )}
      {(preview.isFetching || (!waiting && settled !== content)) && (
        <Typography variant="caption" color="text.secondary" role="status">
          {t('documents.letter.editor.previewUpdating')}
        </Typography>
      )}
      {preview.data && <PdfFrame pdf={preview.data} title={t('documents.letter.pdf.frame', { subject })} height="min(80vh, 1000px)" testId="letter-preview" />}
    </Box>
  );
}

export function LetterEditorDialog({ documentId, subject, saved, startForm, seed, onClose }: LetterEditorDialogProps) {
  const { t } = useTranslation();
  const [draft, edit] = useReducer(editDraft, null, () => (saved ? draftOfContent(saved) : emptyDraft(startForm, seed)));
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const save = useSaveLetter(documentId);
  const content = useMemo(() => contentOfDraft(draft), [draft]);
  const problems = useMemo(() => letterProblems(content).map((problem) => letterProblemText(problem, content.FORM, t)), [content, t]);
  const onEdit: typeof edit = (change) => {
    setTouched(true);
    edit(change);
  };
  const close = () => {
    if (touched && !confirming) setConfirming(true);
    else onClose(false);
  };
  const submit = () => save.mutate({ CONTENT: content, ...(note.trim() ? { NOTE: note.trim() } : {}) }, { onSuccess: () => onClose(true) });

  return (
    <Dialog
      open
      fullScreen
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') close();
      }}
      aria-labelledby="letter-editor-title"
      data-testid="letter-editor"
    >
      <DialogTitle id="letter-editor-title">{t('documents.letter.editor.title', { subject })}</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
          <Box sx={{ display: 'grid', gap: 2.5, minWidth: 0 }}>
            <TextField
              select
              size="small"
              label={t('documents.letter.editor.form')}
              helperText={t('documents.letter.editor.formHint')}
              value={draft.form}
              onChange={(event) => onEdit({ type: 'form', form: event.target.value as LetterForm })}
              slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'letter-form' } as object } }}
            >
              {LETTER_FORM_NAMES.map((form) => (
                <MenuItem key={form} value={form} data-testid={`letter-form-${form}`}>
                  {t(letterFormNameKey(form))}
                </MenuItem>
              ))}
            </TextField>
            <LetterFieldInputs draft={draft} onEdit={onEdit} />
            <LetterBodyEditor draft={draft} onEdit={onEdit} />
          </Box>
          <LetterPreviewPane documentId={documentId} subject={subject} content={content} waiting={problems.length ? problems.join(' · ') : null} />
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, py: 1.5 }}>
        {save.isError && (
          <Alert severity="error" role="alert" sx={{ flexBasis: '100%' }} data-testid="letter-save-error">
            {letterFailure(save.error, t('documents.letter.editor.saveFailed'))}
          </Alert>
        )}
        {confirming && (
          <Alert severity="warning" role="alert" sx={{ flexBasis: '100%' }} data-testid="letter-unsaved">
            {t('documents.letter.editor.unsaved')}
          </Alert>
        )}
        <TextField
          size="small"
          label={t('documents.letter.editor.note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          sx={{ flex: 1, minWidth: 240 }}
          slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'letter-note' } }}
        />
        <Button onClick={close} disabled={save.isPending} data-testid="letter-editor-close">
          {t(confirming ? 'documents.letter.editor.discard' : 'documents.letter.editor.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={problems.length > 0 || save.isPending} data-testid="letter-save">
          {t('documents.letter.editor.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
