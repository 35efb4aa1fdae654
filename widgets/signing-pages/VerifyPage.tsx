/**
 * Checking the electronic signatures of a PDF, for anyone (no session needed): one file, picked
 * or dropped, is refused at once when its first bytes are not a PDF's, otherwise sent as it is;
 * the answer is a verdict for the whole file (announced to screen readers) and a card per
 * signature. A refusal from the server (not a PDF, too large) shows its own Thai words.
 */
import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorRounded from '@mui/icons-material/ErrorRounded';
import InfoRounded from '@mui/icons-material/InfoRounded';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PDF_MEDIA_TYPE } from '../../engine/api/signed-letter-calls';
import { ROUTES } from '../../engine/portal/routes';
import { startsLikePdf } from './pdf-file';
import { SignatureCard } from './SignatureCard';
import { verdictOf, type Verdict } from './signature-status';
import { useVerifyPdf } from './signing-queries';

const VERDICT_ICON: Record<Verdict, typeof InfoRounded> = { none: InfoRounded, allValid: CheckCircleRounded, problem: ErrorRounded };
const VERDICT_SEVERITY = { none: 'info', allValid: 'success', problem: 'error' } as const;

export function VerifyPage() {
  const { t } = useTranslation();
  const inputId = useId();
  const verify = useVerifyPdf();
  const [fileName, setFileName] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const check = async (files: FileList | File[] | null) => {
    verify.reset();
    setRefusal(null);
    const list = [...(files ?? [])];
    if (list.length === 0) return;
    if (list.length > 1) return setRefusal(t('signing.verify.oneFile'));
    const file = list[0]!;
    setFileName(file.name);
    if (!(await startsLikePdf(file))) return setRefusal(t('signing.verify.notPdf'));
    verify.mutate(file);
  };
  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    void check(event.target.files);
    // The same file may be picked again after a refusal.
    event.target.value = '';
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void check(event.dataTransfer.files);
  };

  const reply = verify.data;
  const checks = reply?.status === 'success' ? reply.items : null;
  const verdict = checks ? verdictOf(checks) : null;
  const error = refusal ?? (reply?.status === 'error' ? reply.message || t('signing.verify.failed') : verify.isError ? t('signing.verify.failed') : null);
  const VerdictIcon = verdict ? VERDICT_ICON[verdict] : null;

  return (
    <Paper component="section" variant="outlined" aria-labelledby="verify-title" sx={{ p: { xs: 2, sm: 4 }, borderRadius: 3, display: 'grid', gap: 2 }}>
      <Typography id="verify-title" component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {t(ROUTES.verify.titleKey)}
      </Typography>
      <Typography color="text.secondary">{t('signing.verify.intro')}</Typography>
      <Box
        data-testid="verify-dropzone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
          borderRadius: 2,
          p: 3,
          display: 'grid',
          justifyItems: 'center',
          gap: 1,
          textAlign: 'center',
        }}
      >
        <UploadFileOutlined color="primary" sx={{ fontSize: 40 }} aria-hidden />
        <Button component="label" htmlFor={inputId} variant="contained" disabled={verify.isPending}>
          {t('signing.verify.pick')}
        </Button>
        <input
          id={inputId}
          data-testid="verify-file"
          type="file"
          accept={`${PDF_MEDIA_TYPE},.pdf`}
          aria-label={t('signing.verify.fileLabel')}
          onChange={onPick}
          disabled={verify.isPending}
          style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}
        />
        <Typography variant="body2" color="text.secondary">
          {t('signing.verify.drop')}
        </Typography>
        {fileName && (
          <Typography variant="body2" sx={{ fontWeight: 600, wordBreak: 'break-all' }}>
            {t('signing.verify.file', { name: fileName })}
          </Typography>
        )}
      </Box>
      <Box role="status" aria-live="polite" data-testid="verify-status">
        {verify.isPending && (
          <>
            <Typography>{t('signing.verify.checking')}</Typography>
            <LinearProgress sx={{ mt: 1 }} />
          </>
        )}
        {verdict && VerdictIcon && (
          <Alert
            severity={VERDICT_SEVERITY[verdict]}
            icon={<VerdictIcon aria-hidden />}
            data-verdict={verdict}
            data-testid="verify-verdict"
            sx={{ fontWeight: 700 }}
          >
            {t(`signing.verify.${verdict}`, { count: checks?.length ?? 0 })}
          </Alert>
        )}
      </Box>
      {error && (
        <Alert severity="error" data-testid="verify-error">
          {error}
        </Alert>
      )}
      {checks && checks.length > 0 && (
        <Box component="section" aria-labelledby="verify-signatures-title" sx={{ display: 'grid', gap: 1.5 }}>
          <Typography id="verify-signatures-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {t('signing.verify.signaturesHeading')}
          </Typography>
          <Box component="ol" sx={{ display: 'grid', gap: 1.5, p: 0, m: 0 }}>
            {checks.map((item, i) => (
              <SignatureCard key={i} check={item} n={i + 1} />
            ))}
          </Box>
        </Box>
      )}
    </Paper>
  );
}
