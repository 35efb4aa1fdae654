/**
 * A destruction list's items with the regulation form's columns (ลำดับที่, ที่, ลงวันที่,
 * เรื่อง, หน่วยงานที่เก็บ, อายุการเก็บ, ทำลายได้ในปี), then the decision: the person's own while
 * the committee reviews, the outcome once the review is closed; and the reasons members gave
 * for keeping a letter, with their names. A member under review decides each item here.
 * Digits are Western, as the filing list and the saved file show them. Pairs of the form's
 * columns share a cell (number over date, subject over the filing department, retention over the
 * year it may be destroyed) so the decision stays in view beside the workspace menu.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatThaiDate } from '../../engine/format/thai-date';
import type { DestructionItem, DestructionListDetail } from './destruction-queries';

const DIGITS = { digits: 'western' } as const;
const headSx = { fontWeight: 700, bgcolor: 'grey.50', whiteSpace: 'nowrap' } as const;
const secondarySx = { color: 'text.secondary', fontSize: '0.8125rem' } as const;
/** Columns of the form that share a cell: the first above, the second under it. */
const PAIRS = { docNo: ['docNo', 'docDate'], subject: ['subject', 'department'], retention: ['retention', 'destroyYear'] } as const;

export interface DestructionItemsTableProps {
  detail: DestructionListDetail;
  /** The signed-in person, to find their own decisions (null when the session does not say). */
  selfId: number | null;
  labelledBy: string;
  /** A decision is on its way: no second one until the list shows it. */
  busy: boolean;
  onApprove: (item: DestructionItem) => void;
  onKeep: (item: DestructionItem) => void;
}

/** What the decision column says of an item. */
function decisionText(t: TFunction, detail: DestructionListDetail, item: DestructionItem, selfId: number | null): string {
  const { STATE, MY_ROLE } = detail.HEAD;
  if (STATE === 'closed') return item.OUTCOME ? t(`workspace.destruction.outcome.${item.OUTCOME}`) : '–';
  const mine = item.VOTES.find((vote) => vote.PERSON_ID === selfId);
  if (mine) return t(`workspace.destruction.outcome.${mine.DECISION}`);
  return STATE === 'review' && (MY_ROLE === 'chair' || MY_ROLE === 'member') ? t('workspace.destruction.ui.notDecided') : '–';
}

export function DestructionItemsTable({ detail, selfId, labelledBy, busy, onApprove, onKeep }: DestructionItemsTableProps) {
  const { t } = useTranslation();
  const names = new Map(detail.COMMITTEE.map((member) => [member.PERSON_ID, member.NAME]));
  const voting = detail.MAY_VOTE;
  const headers: (keyof typeof PAIRS | 'order' | 'decision' | 'remark')[] = ['order', 'docNo', 'subject', 'retention', 'decision', 'remark'];
  const title = (column: (typeof headers)[number]) =>
    column in PAIRS
      ? PAIRS[column as keyof typeof PAIRS].map((key) => t(`workspace.destruction.col.${key}`)).join(' / ')
      : t(`workspace.destruction.col.${column}`);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-labelledby={labelledBy} data-testid="destruction-items">
        <TableHead>
          <TableRow>
            {headers.map((column) => (
              <TableCell key={column} sx={headSx}>
                {title(column)}
              </TableCell>
            ))}
            {voting && <TableCell sx={headSx}>{t('workspace.destruction.ui.vote')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {detail.ITEMS.length === 0 && (
            <TableRow>
              <TableCell colSpan={headers.length + (voting ? 1 : 0)} sx={{ color: 'text.secondary' }}>
                {t('workspace.destruction.ui.noItems')}
              </TableCell>
            </TableRow>
          )}
          {detail.ITEMS.map((item) => {
            const mine = item.VOTES.find((vote) => vote.PERSON_ID === selfId)?.DECISION ?? null;
            const reasons = item.VOTES.filter((vote) => vote.DECISION === 'keep' && vote.REASON);
            return (
              <TableRow key={item.ITEM_ID} data-testid={`destruction-item-${item.ORDER}`}>
                <TableCell>{item.ORDER}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Box>{item.F_DOC_NO ?? '–'}</Box>
                  <Box sx={secondarySx}>{item.F_DOC_DATE ? formatThaiDate(item.F_DOC_DATE, DIGITS) || item.F_DOC_DATE : '–'}</Box>
                </TableCell>
                <TableCell sx={{ minWidth: 200 }}>
                  <Box>{item.F_DOC_TITLE}</Box>
                  <Box sx={secondarySx}>{item.DEPT_NAME}</Box>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Box>{t('workspace.destruction.ui.years', { years: item.RETENTION_YEARS })}</Box>
                  <Box sx={secondarySx}>{item.DESTROY_YEAR}</Box>
                </TableCell>
                <TableCell data-testid="destruction-decision">{decisionText(t, detail, item, selfId)}</TableCell>
                <TableCell sx={{ minWidth: 180 }}>
                  {reasons.length === 0
                    ? '–'
                    : reasons.map((vote) => (
                        <Box key={vote.PERSON_ID}>
                          {names.has(vote.PERSON_ID)
                            ? t('workspace.destruction.keepBy', { name: names.get(vote.PERSON_ID), reason: vote.REASON })
                            : vote.REASON}
                        </Box>
                      ))}
                </TableCell>
                {voting && (
                  <TableCell>
                    <Box sx={{ display: 'flex', gap: 1 }}>
                      <Button
                        size="small"
                        variant={mine === 'destroy' ? 'contained' : 'outlined'}
                        aria-pressed={mine === 'destroy'}
                        disabled={busy}
                        onClick={() => onApprove(item)}
                        sx={{ whiteSpace: 'nowrap' }}
                      >
                        {t('workspace.destruction.ui.approve')}
                      </Button>
                      <Button
                        size="small"
                        color="secondary"
                        variant={mine === 'keep' ? 'contained' : 'outlined'}
                        aria-pressed={mine === 'keep'}
                        disabled={busy}
                        onClick={() => onKeep(item)}
                        sx={{ whiteSpace: 'nowrap' }}
                      >
                        {t('workspace.destruction.ui.keep')}
                      </Button>
                    </Box>
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
