/**
 * The destruction lists the person sees, newest first as the server sends them: a plain table
 * (a few lists a year per department, never pages of them) with each list's state as a chip
 * and a button that opens it. The button names its list, so a screen reader's list of buttons
 * tells them apart.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { DestructionListHead, DestructionState } from './destruction-queries';

const STATE_COLOURS: Record<DestructionState, ChipProps['color']> = { draft: 'default', review: 'warning', closed: 'success' };
const headSx = { fontWeight: 700, bgcolor: 'grey.50' } as const;

export function DestructionStateChip({ state }: { state: DestructionState }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={STATE_COLOURS[state]} label={t(`workspace.destruction.ui.state.${state}`)} data-state={state} />;
}

export interface DestructionListTableProps {
  lists: DestructionListHead[];
  labelledBy: string;
  onOpen: (listId: number) => void;
}

export function DestructionListTable({ lists, labelledBy, onOpen }: DestructionListTableProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-labelledby={labelledBy} data-testid="destruction-lists">
        <TableHead>
          <TableRow>
            <TableCell sx={headSx}>{t('workspace.destruction.ui.listCol.name')}</TableCell>
            <TableCell sx={headSx}>{t('workspace.destruction.ui.listCol.department')}</TableCell>
            <TableCell sx={headSx}>{t('workspace.destruction.ui.listCol.state')}</TableCell>
            <TableCell sx={headSx} align="right">
              {t('workspace.destruction.ui.listCol.items')}
            </TableCell>
            <TableCell sx={headSx} align="right">
              {t('workspace.destruction.ui.listCol.destroyed')}
            </TableCell>
            <TableCell sx={headSx}>{t('workspace.destruction.ui.listCol.open')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lists.map((list) => (
            <TableRow key={list.LIST_ID} data-testid={`destruction-list-${list.LIST_ID}`}>
              <TableCell component="th" scope="row">
                {list.LIST_NAME}
              </TableCell>
              <TableCell>{list.DEPT_NAME}</TableCell>
              <TableCell>
                <DestructionStateChip state={list.STATE} />
              </TableCell>
              <TableCell align="right">{list.ITEM_COUNT}</TableCell>
              <TableCell align="right">{list.DESTROYED_COUNT}</TableCell>
              <TableCell>
                <Button size="small" onClick={() => onOpen(list.LIST_ID)}>
                  {t('workspace.destruction.ui.open', { name: list.LIST_NAME })}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
