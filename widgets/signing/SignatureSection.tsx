/**
 * The signature section of the profile page: the saved signature image (or that there is none),
 * drawing one, uploading a PNG or JPEG file instead, removing it, and whether the person has
 * accepted the use of their electronic signature (with the button to read and accept). A file
 * of the wrong kind or size is refused before it is sent; the server still checks the content
 * and its Thai answer is shown.
 */
import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SignatureCallReply } from '../../engine/api/signing-calls';
import { formatBytes } from '../../engine/format/byte-size';
import { formatThaiDate } from '../../engine/format/thai-date';
import { SignatureConsentDialog } from './SignatureConsentDialog';
import { SignaturePad, type CreatePad } from './SignaturePad';
import { useRemoveSignature, useSignatureImage, useSignatureStatus, useUploadSignature } from './signing-queries';

type Answer = { severity: 'success' | 'error'; message: string } | null;

export interface SignatureSectionProps {
  /** The person's name, for the image's text alternative. */
  fullName: string;
  /** Wraps the section's content (the profile page's Section). */
  frame: (content: ReactNode) => ReactNode;
  /** signature_pad's maker; a test gives its own (the test environment has no canvas). */
  createPad?: CreatePad;
}

export function SignatureSection({ fullName, frame, createPad }: SignatureSectionProps) {
  const { t } = useTranslation();
  const status = useSignatureStatus();
  const image = useSignatureImage(status.data);
  const upload = useUploadSignature();
  const remove = useRemoveSignature();
  const input = useRef<HTMLInputElement>(null);
  const [answer, setAnswer] = useState<Answer>(null);
  const [drawing, setDrawing] = useState(false);
  const [consenting, setConsenting] = useState(false);

  if (status.isError) return frame(<Alert severity="error">{t('signing.section.loadError')}</Alert>);
  const info = status.data;
  if (!info) return frame(<CircularProgress size={24} aria-label={t('signing.section.title')} />);

  const max = formatBytes(info.MAX_BYTES, 0);
  const shown = (reply: SignatureCallReply) => setAnswer({ severity: reply.status === 'success' ? 'success' : 'error', message: reply.message });
  const failed = () => setAnswer({ severity: 'error', message: t('dialog.unknownError') });
  const send = (file: Blob, after?: () => void) =>
    upload.mutate(file, {
      onSuccess: (reply) => {
        shown(reply);
        if (reply.status === 'success') after?.();
      },
      onError: failed,
    });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const extension = /\.([A-Za-z]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
    if (!info.IMAGE_TYPES.includes(extension)) return setAnswer({ severity: 'error', message: t('signing.section.wrongType') });
    if (file.size > info.MAX_BYTES) return setAnswer({ severity: 'error', message: t('signing.section.tooLarge', { size: formatBytes(file.size, 1), max }) });
    setAnswer(null);
    send(file);
  };

  return frame(
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
        <Box
          sx={{
            width: 280,
            height: 110,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'background.paper',
          }}
          data-testid="signature-preview"
        >
          {info.HAS_IMAGE && image.data ? (
            <Box component="img" src={image.data} alt={t('signing.section.imageAlt', { name: fullName })} sx={{ maxWidth: '100%', maxHeight: '100%' }} />
          ) : (
            <Typography color="text.secondary">{t('signing.section.none')}</Typography>
          )}
        </Box>
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <input ref={input} type="file" hidden accept=".png,.jpg,.jpeg,image/png,image/jpeg" onChange={choose} data-testid="signature-file-input" />
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={() => setDrawing(true)}>
              {t('signing.section.draw')}
            </Button>
            <Button
              variant="outlined"
              onClick={() => input.current?.click()}
              disabled={upload.isPending}
              startIcon={upload.isPending ? <CircularProgress size={16} /> : undefined}
            >
              {t('signing.section.upload')}
            </Button>
            {info.HAS_IMAGE && (
              <Button color="error" onClick={() => remove.mutate(undefined, { onSuccess: shown, onError: failed })} disabled={remove.isPending}>
                {t('signing.section.remove')}
              </Button>
            )}
          </Stack>
          <Typography variant="body2" color="text.secondary" data-testid="signature-hint">
            {t('signing.section.hint', { size: max })}
          </Typography>
        </Stack>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }} data-testid="signature-acceptance">
        <Typography>
          {info.ACCEPTED && info.ACCEPTED_AT
            ? t('signing.section.acceptedAt', { date: formatThaiDate(info.ACCEPTED_AT, { month: 'long' }) })
            : t('signing.section.notAccepted')}
        </Typography>
        {!info.ACCEPTED && (
          <Button variant="contained" onClick={() => setConsenting(true)}>
            {t('signing.section.accept')}
          </Button>
        )}
      </Stack>
      {answer && (
        <Alert severity={answer.severity} sx={{ mt: 2 }} data-testid="signature-answer">
          {answer.message}
        </Alert>
      )}
      <Dialog open={drawing} onClose={() => setDrawing(false)} fullWidth maxWidth="sm" aria-label={t('signing.pad.title')}>
        <DialogTitle>{t('signing.pad.title')}</DialogTitle>
        <DialogContent>
          {drawing && (
            <SignaturePad
              createPad={createPad}
              saving={upload.isPending}
              onCancel={() => setDrawing(false)}
              onSave={(png) => send(png, () => setDrawing(false))}
            />
          )}
        </DialogContent>
      </Dialog>
      <SignatureConsentDialog
        open={consenting}
        textVersion={info.TEXT_VERSION}
        onClose={() => setConsenting(false)}
        onAccepted={(message) => setAnswer({ severity: 'success', message })}
      />
    </>,
  );
}
