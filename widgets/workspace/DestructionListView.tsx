/**
 * One destruction list, opened: its name and state, the committee, the items, and the steps
 * the person may take now as the server says (MAY_SUBMIT, MAY_VOTE, MAY_CLOSE): the clerk sends
 * the draft to the committee, a member approves or keeps each item (or approves every item
 * not decided yet at once), the chair closes the review once everybody decided everything.
 * Either may save the list as Excel or as the regulation's PDF form. Every step shows the
 * server's message, its refusal in the server's Thai words.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useTranslation } from 'react-i18next';
import { destructionCalls } from '../../engine/api/destruction-calls';
import { useCalls } from '../portal/CallsContext';
import { CloseReviewDialog } from './CloseReviewDialog';
import { DestructionCommittee } from './DestructionCommittee';
import { DestructionItemsTable } from './DestructionItemsTable';
import { DestructionStateChip } from './DestructionListTable';
import { failureMessage, useDestructionList, useDestructionSubmit, useDestructionVote, type DestructionItem } from './destruction-queries';
import { NoticeAlert, type Notice } from './DestructionNotice';
import { KeepReasonDialog } from './KeepReasonDialog';
import { saveBlob } from './save-blob';

type ExportFormat = 'xlsx' | 'pdf';

export interface DestructionListViewProps {
  listId: number;
  notice: Notice | null;
  onNotice: (notice: Notice | null) => void;
  onBack: () => void;
}

export function DestructionListView({ listId, notice, onNotice, onBack }: DestructionListViewProps) {
  const { t } = useTranslation();
  const { api } = useCalls();
  const list = useDestructionList(listId);
  const submit = useDestructionSubmit();
  const vote = useDestructionVote();
  const [keeping, setKeeping] = useState<DestructionItem | null>(null);
  const [closing, setClosing] = useState(false);
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const detail = list.data;
  // The reader's own seat and decisions, as the server names the reader.
  const selfId = detail?.READER_ID ?? null;
  const head = detail?.HEAD;
  const done = (message: string) => onNotice({ severity: 'success', text: message });
  const failed = (failure: unknown) => onNotice({ severity: 'error', text: failureMessage(failure, t('workspace.destruction.ui.failed')) });
  const step = { onSuccess: (reply: { message: string }) => done(reply.message), onError: failed };
  // Items this person has not decided (null when the session does not say who they are).
  const myUndecided = detail?.COMMITTEE.find((member) => member.PERSON_ID === selfId)?.UNDECIDED ?? null;

  async function save(format: ExportFormat): Promise<void> {
    if (!head) return;
    setExporting(format);
    try {
      const blob = await destructionCalls(api).destructionExport({ LIST_ID: listId, format });
      // A file name cannot hold the list name's slash (1/2570).
      saveBlob(blob, `${t('workspace.destruction.fileName')}-${head.LIST_NAME.replace(/\//g, '-')}.${format}`);
    } catch (failure) {
      onNotice({ severity: 'error', text: failureMessage(failure, t('workspace.destruction.ui.exportFailed')) });
    } finally {
      setExporting(null);
    }
  }

  return (
    <Box sx={{ px: { xs: 2, md: 3 }, py: 2, display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="destruction-list">
      <Box>
        <Button size="small" startIcon={<ArrowBackOutlined />} onClick={onBack}>
          {t('workspace.destruction.ui.back')}
        </Button>
      </Box>
      <NoticeAlert notice={notice} />
      {list.isError && (
        <Alert severity="error" data-testid="destruction-list-error">
          {failureMessage(list.error, t('dashboard.loadError'))}
        </Alert>
      )}
      {detail && head && (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
            <Typography id="destruction-list-title" component="h3" variant="h6" sx={{ fontWeight: 700 }}>
              {t('workspace.destruction.ui.listHeading', { name: head.LIST_NAME })}
            </Typography>
            <DestructionStateChip state={head.STATE} />
            <Typography color="text.secondary">{head.DEPT_NAME}</Typography>
          </Box>
          <DestructionCommittee members={detail.COMMITTEE} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
            {detail.MAY_SUBMIT && (
              <Button variant="contained" disabled={submit.isPending} onClick={() => submit.mutate({ LIST_ID: listId }, step)}>
                {t('workspace.destruction.ui.submit')}
              </Button>
            )}
            {detail.MAY_VOTE && (
              <Button
                variant="contained"
                disabled={vote.isPending || myUndecided === 0}
                onClick={() => vote.mutate({ LIST_ID: listId, DECISION: 'destroy' }, step)}
              >
                {t('workspace.destruction.ui.approveAll')}
              </Button>
            )}
            {head.MY_ROLE === 'chair' && head.STATE === 'review' && (
              <>
                <Button
                  variant="contained"
                  color="error"
                  disabled={!detail.MAY_CLOSE}
                  onClick={() => setClosing(true)}
                  aria-describedby={detail.MAY_CLOSE ? undefined : 'destruction-close-hint'}
                >
                  {t('workspace.destruction.ui.close')}
                </Button>
                {!detail.MAY_CLOSE && (
                  <Typography id="destruction-close-hint" variant="body2" color="text.secondary">
                    {t('workspace.destruction.ui.closeHint')}
                  </Typography>
                )}
              </>
            )}
            <Box sx={{ flex: 1 }} />
            {(
              [
                ['xlsx', t('workspace.destruction.ui.exportXlsx')],
                ['pdf', t('workspace.destruction.ui.exportPdf')],
              ] as const
            ).map(([format, label]) => (
              <Button
                key={format}
                variant="outlined"
                size="small"
                startIcon={<FileDownloadOutlined />}
                disabled={exporting !== null}
                onClick={() => void save(format)}
              >
                {label}
              </Button>
            ))}
          </Box>
          <DestructionItemsTable
            detail={detail}
            selfId={selfId}
            labelledBy="destruction-list-title"
            busy={vote.isPending}
            onApprove={(item) => vote.mutate({ LIST_ID: listId, ITEM_ID: item.ITEM_ID, DECISION: 'destroy' }, step)}
            onKeep={setKeeping}
          />
        </>
      )}
      {keeping && (
        <KeepReasonDialog
          key={keeping.ITEM_ID}
          listId={listId}
          item={keeping}
          reason={keeping.VOTES.find((v) => v.PERSON_ID === selfId && v.DECISION === 'keep')?.REASON ?? ''}
          onClose={() => setKeeping(null)}
          onDone={(message) => {
            setKeeping(null);
            done(message);
          }}
        />
      )}
      {closing && (
        <CloseReviewDialog
          listId={listId}
          onClose={() => setClosing(false)}
          onDone={(message) => {
            setClosing(false);
            done(message);
          }}
        />
      )}
    </Box>
  );
}
