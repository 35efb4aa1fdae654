/**
 * The columns of a register table on screen, one per register column (engine/registers/columns.ts,
 * whose labels head them): by default the regulation's register form, number, ที่, ลงวันที่, จาก,
 * ถึง, เรื่อง, การปฏิบัติ, หมายเหตุ. Which columns show, and in which order, is the register book's
 * (the register list names them). Thai dates with Buddhist-era years. A clerk who keeps the
 * register writes the remark from its cell.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { formatThaiDate, formatThaiDateTime } from '../../engine/format/thai-date';
import { textColorOnWhite } from '../../engine/portal/badge-colors';
import { registerColumnLabelKey } from '../../engine/registers/columns';
import { CellPair } from './CellPair';
import { ALL_REGISTER_COLUMNS, type RegisterColumnKey, type RegisterEntry } from './register-queries';

const DIGITS = { digits: 'western' } as const;

type ColumnShape = Omit<GridColDef<RegisterEntry>, 'headerName'>;

export function registerColumns(
  t: TFunction,
  register: 'receive' | 'send',
  shown: readonly RegisterColumnKey[] = ALL_REGISTER_COLUMNS,
  /** Offered to who keeps the register: opens the remark of an entry for writing. */
  onEditRemark?: (entry: RegisterEntry) => void,
): GridColDef<RegisterEntry>[] {
  const dash = (value: string | null | undefined) => value || '–';
  const date = (value: string | null | undefined) => (value ? formatThaiDate(value, DIGITS) || value : '–');
  const columns: Record<RegisterColumnKey, ColumnShape> = {
    number: {
      field: 'NUMBER',
      width: 104,
      // The number as its book shaped it when issued (prefix, number, suffix).
      renderCell: ({ row }) => row.NUMBER_TEXT ?? row.NUMBER,
    },
    doc_no: { field: 'F_DOC_NO', width: 130, renderCell: ({ row }) => dash(row.F_DOC_NO) },
    doc_date: { field: 'F_DOC_DATE', width: 110, renderCell: ({ row }) => date(row.F_DOC_DATE) },
    from: { field: 'F_FROM', width: 150, renderCell: ({ row }) => <Box sx={{ overflowWrap: 'anywhere', py: 0.5 }}>{dash(row.F_FROM)}</Box> },
    to: { field: 'F_TO', width: 150, renderCell: ({ row }) => <Box sx={{ overflowWrap: 'anywhere', py: 0.5 }}>{dash(row.F_TO)}</Box> },
    subject: {
      field: 'F_DOC_TITLE',
      flex: 1,
      minWidth: 200,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'grid', gap: 0.5, py: 0.5, minWidth: 0, justifyItems: 'start' }}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere', textDecoration: row.CANCELLED ? 'line-through' : 'none' }}>
            {row.F_DOC_TITLE}
          </Typography>
          {row.CANCELLED && (
            <Chip
              size="small"
              color="error"
              variant="outlined"
              label={row.CANCEL_REASON ? t('workspace.registers.cancelledBecause', { reason: row.CANCEL_REASON }) : t('workspace.registers.cancelled')}
              data-testid="register-cancelled"
            />
          )}
        </Box>
      ),
    },
    disposal: {
      field: 'DISPOSAL',
      width: 170,
      renderCell: ({ row }) => (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere', py: 0.5 }} data-testid="register-disposal">
          {dash(row.DISPOSAL)}
        </Typography>
      ),
    },
    remark: {
      field: 'REMARK',
      width: 180,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0, width: '100%' }}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere', flex: 1, py: 0.5 }} data-testid="register-remark">
            {row.REMARK ?? ''}
          </Typography>
          {onEditRemark && (
            <Tooltip title={t('workspace.registers.remarkEdit')}>
              <IconButton size="small" aria-label={t('workspace.registers.remarkEdit')} onClick={() => onEditRemark(row)} data-testid="register-remark-edit">
                <EditNoteOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Box>
      ),
    },
    registered_at: {
      field: 'REGISTERED_AT',
      width: 128,
      renderCell: ({ row }) => (
        <CellPair first={formatThaiDate(row.REGISTERED_AT, DIGITS)} second={formatThaiDateTime(row.REGISTERED_AT, DIGITS).split(' ').slice(-2).join(' ')} />
      ),
    },
    speed: { field: 'F_DOC_SPEED_NAME', width: 110 },
    secret: {
      field: 'F_DOC_SECRET_NAME',
      width: 110,
      renderCell: ({ row }) => (
        <Box component="span" sx={{ color: textColorOnWhite(row.F_COLOR) ?? 'text.secondary', fontWeight: 600 }}>
          {row.F_DOC_SECRET_NAME}
        </Box>
      ),
    },
    doc_type: { field: 'F_DOC_TYPE_NAME', width: 130, renderCell: ({ row }) => dash(row.F_DOC_TYPE_NAME) },
    send_date: { field: 'SEND_DATE', width: 110, renderCell: ({ row }) => date(row.SEND_DATE) },
    owner: { field: 'OWNER_NAME', width: 160, renderCell: ({ row }) => dash(row.OWNER_NAME) },
  };
  return [...new Set(shown)].map((key) => ({ ...columns[key], headerName: t(registerColumnLabelKey(key, register)), sortable: false }));
}
