/** The letter itself in the document modal: number, date, subject, parties, classes, attachments. */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import AttachFileRounded from '@mui/icons-material/AttachFileRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { useTranslation } from 'react-i18next';
import type { DocumentAttachment, DocumentDetail } from '../../engine/api/document-calls';
import { attachmentView, viewType } from '../../engine/documents/attachment-rules';
import { secrecyBadgeColor, speedBadgeColor } from '../../engine/portal/badge-colors';
import { Badge } from '../dashboard/Badges';

function Field({ label, value, testId }: { label: string; value: string | null | undefined; testId?: string }) {
  if (!value?.trim()) return null;
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" data-testid={testId} sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </>
  );
}

const sizeText = (bytes: number) => {
  const units = ['Bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
};

/**
 * Attachments need the bearer token, so the file is fetched and handed to the browser as a blob
 * of the type its name says (the server checked the content against it on upload): a PDF opens
 * in the browser's viewer in a new tab, an image shows here, anything else downloads. Where the
 * browser blocks the new tab, the PDF downloads instead.
 */
function AttachmentButton({ file, token }: { file: DocumentAttachment; token: string | null }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [image, setImage] = useState<string | null>(null);
  const view = attachmentView(file.FILE_NAME);
  const save = (url: string) => {
    const link = document.createElement('a');
    link.href = url;
    link.download = file.FILE_NAME;
    link.click();
  };
  const open = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const response = await fetch(file.URL, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const blob = new Blob([await response.arrayBuffer()], { type: viewType(file.FILE_NAME) });
      const url = URL.createObjectURL(blob);
      if (view === 'image') {
        setImage(url);
        return;
      }
      // Not 'noopener': with it window.open answers null even when the tab opened.
      const tab = view === 'pdf' ? window.open(url, '_blank') : null;
      if (tab) tab.opener = null;
      else save(url);
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const closeImage = () => {
    if (image) URL.revokeObjectURL(image);
    setImage(null);
  };
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Button
        size="small"
        startIcon={view === 'download' ? <AttachFileRounded /> : <VisibilityOutlined />}
        onClick={() => void open()}
        disabled={busy}
        aria-label={t(view === 'download' ? 'documents.download' : 'documents.view', { name: file.FILE_NAME })}
        data-testid="document-attachment"
        data-view={view}
        sx={{ textTransform: 'none' }}
      >
        {file.FILE_NAME}
      </Button>
      <Typography variant="caption" color="text.secondary">
        {sizeText(file.SIZE)}
      </Typography>
      {file.SIGNATURES > 0 && (
        <Chip
          size="small"
          color="success"
          variant="outlined"
          icon={<VerifiedOutlined aria-hidden />}
          label={t('documents.attachmentSigned', { count: file.SIGNATURES })}
          data-testid="document-attachment-signed"
        />
      )}
      {failed && (
        <Typography variant="caption" color="error" role="alert">
          {t('documents.downloadFailed')}
        </Typography>
      )}
      <Dialog open={image !== null} onClose={closeImage} maxWidth="lg" aria-label={file.FILE_NAME} data-testid="attachment-image-viewer">
        <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
          <Typography component="span" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {file.FILE_NAME}
          </Typography>
          <Button size="small" onClick={() => image && save(image)}>
            {t('documents.saveFile')}
          </Button>
          <IconButton aria-label={t('documents.close')} onClick={closeImage}>
            <CloseRounded />
          </IconButton>
        </DialogTitle>
        <DialogContent>
          {image && <Box component="img" src={image} alt={file.FILE_NAME} sx={{ display: 'block', maxWidth: '100%', maxHeight: '75vh', mx: 'auto' }} />}
        </DialogContent>
      </Dialog>
    </Box>
  );
}

/** A YYYY-MM-DD letter date in the reader's language (Thai: Buddhist era); other text as it is. */
function letterDate(value: string | null, locale: string): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const at = new Date(`${value}T00:00:00`);
  return Number.isNaN(at.getTime()) ? value : at.toLocaleDateString(locale, { dateStyle: 'long' });
}

export function LetterDetails({ detail, token }: { detail: DocumentDetail; token: string | null }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'th' ? 'th-TH' : 'en-GB';
  return (
    <Box component="section" aria-labelledby="document-letter-subject" data-testid="document-letter">
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {detail.F_DOC_TYPE_NAME}
        </Typography>
        {detail.F_DOC_SPEED_NAME && (
          <Badge label={detail.F_DOC_SPEED_NAME} color={speedBadgeColor(detail.F_DOC_SPEED_NAME, detail.F_SPEED_COLOR)} testId="document-speed" />
        )}
        {detail.F_DOC_SECRET_NAME && <Badge label={detail.F_DOC_SECRET_NAME} color={secrecyBadgeColor(detail.F_COLOR)} testId="document-secrecy" />}
      </Box>
      <Typography id="document-letter-subject" variant="h6" component="h3" data-testid="document-subject" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
        {detail.F_DOC_TITLE}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, columnGap: 2, rowGap: 0.75, m: 0 }}>
        <Field label={t('documents.docNo')} value={detail.F_DOC_NO} testId="document-no" />
        <Field label={t('documents.docDate')} value={letterDate(detail.F_DOC_DATE, locale)} />
        <Field label={t('documents.from')} value={detail.F_FROM_TEXT} />
        <Field label={t('documents.dear')} value={detail.F_DEAR} />
        <Field label={t('documents.to')} value={detail.F_RECEIVER_TEXT} />
        <Field label={t('documents.owner')} value={detail.F_DEPT_NAME} />
        <Field label={t('documents.category')} value={detail.F_CATEGORY_NAME} testId="document-category" />
        <Field label={t('documents.commandType')} value={detail.F_COMMAND_TYPE_NAME} testId="document-command-type" />
        <Field label={t('documents.command')} value={detail.F_DOC_COMMAND} />
      </Box>
      <Typography variant="subtitle2" component="h4" sx={{ mt: 2, mb: 0.5 }}>
        {t('documents.attachments')}
      </Typography>
      {detail.attachments.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('documents.noAttachments')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {detail.attachments.map((file) => (
            <AttachmentButton key={file.ATTACH_ID} file={file} token={token} />
          ))}
        </Box>
      )}
    </Box>
  );
}
