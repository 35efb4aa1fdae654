/**
 * The columns of the usage-history table: when (Thai date over time, Buddhist era), what was
 * done (Thai description with its kind), from where (address over the browser), and a button
 * that opens the letter when the row is about one the person may still read.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { formatThaiDate, formatThaiDateTime } from '../../engine/format/thai-date';
import { deviceLabel } from './history-filters';
import type { UsageHistoryEntry } from './history-queries';

const DIGITS = { digits: 'western' } as const;
const KIND_COLOURS: Record<UsageHistoryEntry['KIND'], 'success' | 'default' | 'warning' | 'primary'> = {
  'sign-in': 'success',
  'sign-out': 'default',
  password: 'warning',
  document: 'primary',
};

export function historyColumns(t: TFunction, onOpen: (row: UsageHistoryEntry) => void): GridColDef<UsageHistoryEntry>[] {
  return [
    {
      field: 'AT',
      headerName: t('workspace.history.at'),
      width: 136,
      sortable: false,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'grid', lineHeight: 1.35, py: 0.5 }}>
          <Typography variant="body2">{formatThaiDate(row.AT, DIGITS)}</Typography>
          <Typography variant="caption" color="text.secondary">
            {formatThaiDateTime(row.AT, DIGITS).split(' ').slice(-2).join(' ')}
          </Typography>
        </Box>
      ),
    },
    {
      field: 'DESCRIPTION',
      headerName: t('workspace.history.what'),
      flex: 1,
      minWidth: 220,
      sortable: false,
      renderCell: ({ row }) => (
        <Box
          sx={{ display: 'grid', gap: 0.5, py: 0.5, minWidth: 0, justifyItems: 'start' }}
          data-testid="history-row"
          data-kind={row.KIND}
          data-action={row.ACTION}
        >
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {row.DESCRIPTION}
          </Typography>
          <Chip size="small" variant="outlined" color={KIND_COLOURS[row.KIND]} label={t(`workspace.history.kind.${row.KIND}`)} />
        </Box>
      ),
    },
    {
      field: 'IP',
      headerName: t('workspace.history.where'),
      width: 170,
      sortable: false,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'grid', lineHeight: 1.35, py: 0.5, minWidth: 0 }}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {row.IP ?? '–'}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }} title={row.DEVICE ?? undefined}>
            {deviceLabel(row.DEVICE) ?? ''}
          </Typography>
        </Box>
      ),
    },
    {
      field: 'F_DOC_ID',
      headerName: '',
      width: 128,
      sortable: false,
      renderCell: ({ row }) =>
        row.READABLE && row.F_DOC_ID !== null ? (
          <Button size="small" variant="outlined" startIcon={<OpenInNewOutlined />} onClick={() => onOpen(row)} data-testid="history-open-document">
            {t('workspace.history.openDocument')}
          </Button>
        ) : null,
    },
  ];
}
