/**
 * The letter itself in the document modal, once it is written on one of the regulation's forms:
 * its PDF as the server prints it (a draft watermarked until the register numbers it, then with
 * its number and date), opened in a new tab to print; its versions, each readable, with who saved
 * it and why; and, for its writer or whoever holds an open step of it until it is numbered, the
 * way into the writing screen. A letter from outside shows nothing here: its scan is an attachment.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import EditNoteRounded from '@mui/icons-material/EditNoteRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { useTranslation } from 'react-i18next';
import type { DocumentDetail } from '../../engine/api/document-calls';
import { formatThaiDateTime } from '../../engine/format/thai-date';
import { letterFormNameKey } from '../../engine/documents/letter-forms';
import { letterFailure, useLetterPdf, useLetterVersions } from './letter-queries';
import { LetterEditorDialog } from './LetterEditorDialog';
import { PdfFrame } from './PdfFrame';
import { ROUTES } from '../../engine/portal/routes';

function openInTab(pdf: Blob): void {
  const url = URL.createObjectURL(pdf);
  window.open(url, '_blank', 'noopener');
  // The new tab has loaded the bytes by then.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function LetterPanel({ detail }: { detail: DocumentDetail }) {
  const { t } = useTranslation();
  const { FORM, VERSION, CAN_WRITE } = detail.LETTER;
  const documentId = detail.F_DOC_ID;
  const [shown, setShown] = useState<number | null>(null);
  const [writing, setWriting] = useState(false);
  const pdf = useLetterPdf(documentId, shown, VERSION);
  const versions = useLetterVersions(documentId, VERSION);
  if (VERSION === null && !CAN_WRITE) return null;
  const newest = versions.data?.[0]?.CONTENT ?? null;
  const showing = shown ?? VERSION;

  return (
    <Box
      component="section"
      aria-labelledby="letter-panel-title"
      sx={{ display: 'grid', gap: 1.5 }}
      data-testid="letter-panel"
      data-version={VERSION ?? ''}
      data-numbered={detail.F_DOC_NO ? 'yes' : 'no'}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id="letter-panel-title" variant="subtitle1" component="h3" sx={{ flex: 1, fontWeight: 700 }}>
          {t('documents.letter.pdf.title')} · {t(letterFormNameKey(FORM))}
        </Typography>
        {pdf.data && (
          <Button size="small" startIcon={<OpenInNewRounded />} onClick={() => openInTab(pdf.data)} data-testid="letter-pdf-open">
            {t('documents.letter.pdf.open')}
          </Button>
        )}
        {CAN_WRITE && (
          <Button
            size="small"
            variant="contained"
            startIcon={<EditNoteRounded />}
            onClick={() => setWriting(true)}
            disabled={VERSION !== null && !versions.data}
            data-testid="letter-write"
          >
            {t(VERSION === null ? 'documents.letter.editor.write' : 'documents.letter.editor.edit')}
          </Button>
        )}
      </Box>
      {detail.LETTER.SIGNATURES > 0 && (
        <Typography variant="body2" data-testid="letter-signed">
          {t('documents.letter.pdf.signed', { count: detail.LETTER.SIGNATURES })}{' '}
          <Link href={ROUTES.verify.path} target="_blank" rel="noopener">
            {t('documents.letter.pdf.verify')}
          </Link>
        </Typography>
      )}
      {VERSION !== null && !detail.F_DOC_NO && (
        <Typography variant="body2" color="text.secondary">
          {t('documents.letter.pdf.draftHint')}
        </Typography>
      )}
      {pdf.isPending && VERSION !== null && <Skeleton variant="rounded" height={420} />}
      {pdf.isError && <Alert severity="error">{letterFailure(pdf.error, t('documents.downloadFailed'))}</Alert>}
      {pdf.data && <PdfFrame pdf={pdf.data} title={t('documents.letter.pdf.frame', { subject: detail.F_DOC_TITLE })} height={560} testId="letter-pdf" />}
      {versions.data && versions.data.length > 1 && (
        <Box>
          <Typography variant="body2" component="h4" sx={{ fontWeight: 600 }}>
            {t('documents.letter.versions.title')}
          </Typography>
          <List dense disablePadding data-testid="letter-versions">
            {versions.data.map((version) => (
              <ListItemButton
                key={version.VERSION}
                selected={version.VERSION === showing}
                onClick={() => setShown(version.VERSION === VERSION ? null : version.VERSION)}
                aria-label={t('documents.letter.versions.view', { version: version.VERSION })}
                data-testid="letter-version"
              >
                <ListItemText
                  primary={t('documents.letter.versions.item', {
                    version: version.VERSION,
                    by: version.CREATED_BY ?? t('documents.letter.versions.unknownWriter'),
                    at: formatThaiDateTime(version.CREATED_AT),
                  })}
                  secondary={version.NOTE}
                />
              </ListItemButton>
            ))}
          </List>
        </Box>
      )}
      {writing && (
        <LetterEditorDialog
          documentId={documentId}
          subject={detail.F_DOC_TITLE}
          saved={newest}
          startForm={FORM}
          seed={{ dear: detail.F_DEAR, department: detail.F_DEPT_NAME }}
          onClose={(saved) => {
            setWriting(false);
            if (saved) setShown(null);
          }}
        />
      )}
    </Box>
  );
}
