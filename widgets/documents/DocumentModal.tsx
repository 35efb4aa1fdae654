/**
 * The document modal in its nine types: ONE dialog shell showing the letter (number, subject,
 * parties, date, speed and secrecy, attachments, routing history) and, for the routing step it
 * was opened on, the actions its type offers that the server allows
 * (engine/documents/document-actions.ts). The props are the contract the dashboard relies on.
 *
 * The action itself refreshes the dashboard and the letter (use-document-action.ts). Closing
 * after an action reports `changed`; after a receive it also reports `receivedSame`, and the
 * dashboard reopens the letter 500 ms later, so it shows what the received step allows.
 */
import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseRounded from '@mui/icons-material/CloseRounded';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { documentCalls, stepActions } from '../../engine/api/document-calls';
import type { DocumentAction } from '../../engine/documents/actions';
import { availableActions, isReceivedSame } from '../../engine/documents/document-actions';
import { modalTypeOf } from '../../engine/documents/modal-types';
import { pickLocalized } from '../../engine/i18n/language';
import { useCalls } from '../portal/CallsContext';
import { usePortal } from '../portal/PortalContext';
import { LetterPrintPage } from '../print/LetterPrintPage';
import { PrintOutput } from '../print/PrintOutput';
import { usePrint } from '../print/use-print';
import { LetterPanel } from '../letters/LetterPanel';
import { ActionPanel } from './ActionPanel';
import { documentKeys } from './document-query-keys';
import { LetterDetails } from './LetterDetails';
import { RoutingHistory } from './RoutingHistory';

export { DOCUMENT_MODAL_TYPES, type DocumentModalType } from '../../engine/documents/modal-types';

export interface DocumentModalOutcome {
  /** An action was performed (its mutation has refreshed the dashboard already). */
  changed: boolean;
  /** Closed right after a receive ('received same'): the dashboard reloads and reopens the letter after 500 ms. */
  receivedSame: boolean;
}

export interface DocumentModalProps {
  open: boolean;
  /** The queue's DOCUMENT value (get-todo-lists); unknown values fall back to viewDocument. */
  type: string;
  documentId: number;
  /** The routing step the user opened (todo row F_TRANS_ID); null when opened from a book card. */
  transId: number | null;
  /** Role-assign value: the queue code, or the manifest's override (caps.dashboard.queues[].roleAssign). */
  role: string;
  onClose: (outcome: DocumentModalOutcome) => void;
}

const NOT_CHANGED: DocumentModalOutcome = { changed: false, receivedSame: false };

export function DocumentModal({ open, type, documentId, transId, role, onClose }: DocumentModalProps) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { api } = useCalls();
  const { store, caps } = usePortal();
  const printer = usePrint();
  const calls = useMemo(() => documentCalls(api), [api]);
  const modalType = modalTypeOf(type);
  const [busy, setBusy] = useState(false);

  const detail = useQuery({
    queryKey: documentKeys.detail(documentId),
    queryFn: async () => {
      const reply = await calls.getDocument(documentId);
      if (reply.status !== 'success' || !reply.item) throw new Error(reply.message || t('documents.loadFailed'));
      return reply.item;
    },
    enabled: open,
    staleTime: 0,
    gcTime: 0,
  });

  const selfId = useMemo(() => {
    const id = store.get('userLogin')?.F_PERSON_ID;
    return typeof id === 'number' ? id : typeof id === 'string' && id.trim() ? Number(id) : null;
  }, [store]);

  const letter = detail.data;
  const actions = detail.data ? availableActions(modalType, stepActions(detail.data, transId)) : [];
  const close = () => {
    if (!busy) onClose(NOT_CHANGED);
  };
  const done = (action: DocumentAction) => onClose({ changed: true, receivedSame: isReceivedSame(action) });

  return (
    <Dialog
      open={open}
      // A stray click beside the dialog must not throw away what was typed; Escape and × close.
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') close();
      }}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby="document-modal-title"
      data-testid="document-modal"
      data-type={modalType}
      data-role={role}
      data-document-id={documentId}
    >
      <DialogTitle id="document-modal-heading" sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
        <Box component="span" id="document-modal-title" sx={{ flex: 1 }}>
          {t('documents.title')}
        </Box>
        <Button size="small" startIcon={<PrintOutlined />} onClick={printer.start} disabled={!detail.data} data-testid="document-print">
          {t('print.button')}
        </Button>
        <IconButton onClick={close} aria-label={t('documents.close')} disabled={busy} data-testid="document-modal-close" edge="end">
          <CloseRounded />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {detail.isLoading && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4, justifyContent: 'center' }}>
            <CircularProgress size={24} aria-hidden />
            <Typography>{t('documents.loading')}</Typography>
          </Box>
        )}
        {detail.isError && (
          <Alert
            severity="error"
            role="alert"
            data-testid="document-load-error"
            action={
              <Button color="inherit" size="small" onClick={() => void detail.refetch()}>
                {t('documents.retry')}
              </Button>
            }
          >
            {detail.error.message || t('documents.loadFailed')}
          </Alert>
        )}
        {detail.data && (
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
            <Box sx={{ display: 'grid', gap: 2.5, minWidth: 0 }}>
              <LetterDetails detail={detail.data} token={store.get('token')} />
              <LetterPanel detail={detail.data} />
              <Divider />
              {transId !== null && actions.length > 0 ? (
                <ActionPanel
                  calls={calls}
                  type={modalType}
                  transId={transId}
                  actions={actions}
                  selfId={selfId}
                  attachments={detail.data.attachments}
                  onBusy={setBusy}
                  onDone={done}
                />
              ) : (
                <Typography variant="body2" color="text.secondary" data-testid="document-read-only">
                  {modalType === 'viewReportDocument' ? t('documents.readOnly') : t('documents.noActions')}
                </Typography>
              )}
            </Box>
            <Box sx={{ minWidth: 0, bgcolor: 'action.hover', borderRadius: 2, p: 2 }}>
              <RoutingHistory steps={detail.data.history} currentTransId={transId} />
            </Box>
          </Box>
        )}
      </DialogContent>
      {letter && (
        <PrintOutput
          printer={printer}
          page={() => (
            <LetterPrintPage detail={letter} organisation={pickLocalized(caps.identity.organizationName, i18n.language)} printedAt={printer.startedAt} />
          )}
        />
      )}
    </Dialog>
  );
}
