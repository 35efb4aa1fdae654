/**
 * The columns of a register table on screen: the register book's fields, paired where a pair
 * reads as one (the letter's number over its date, from over to, speed over secrecy) so the
 * subject keeps room beside the workspace's navigation. Thai dates with Buddhist-era years. The
 * exported file has one column per field. Which columns show, and in which order, is the
 * register book's (the register list names them).
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { formatThaiDate, formatThaiDateTime } from '../../engine/format/thai-date';
import { textColorOnWhite } from '../../engine/portal/badge-colors';
import { CellPair } from './CellPair';
import { ALL_REGISTER_COLUMNS, type RegisterColumnKey, type RegisterEntry } from './register-queries';

const DIGITS = { digits: 'western' } as const;

export function registerColumns(
  t: TFunction,
  register: 'receive' | 'send',
  shown: readonly RegisterColumnKey[] = ALL_REGISTER_COLUMNS,
): GridColDef<RegisterEntry>[] {
  const dash = (value: string | null) => value || '–';
  const columns: Record<RegisterColumnKey, GridColDef<RegisterEntry>> = {
    number: {
      field: 'NUMBER',
      headerName: t(`workspace.registers.number.${register}`),
      width: 104,
      sortable: false,
      // The number as its book shaped it when issued (prefix, number, suffix).
      renderCell: ({ row }) => row.NUMBER_TEXT ?? row.NUMBER,
    },
    registered_at: {
      field: 'REGISTERED_AT',
      headerName: t('workspace.registers.registeredAt'),
      width: 128,
      sortable: false,
      renderCell: ({ row }) => (
        <CellPair first={formatThaiDate(row.REGISTERED_AT, DIGITS)} second={formatThaiDateTime(row.REGISTERED_AT, DIGITS).split(' ').slice(-2).join(' ')} />
      ),
    },
    doc_no: {
      field: 'F_DOC_NO',
      headerName: t('workspace.registers.docNoDate'),
      width: 130,
      sortable: false,
      renderCell: ({ row }) => <CellPair first={dash(row.F_DOC_NO)} second={row.F_DOC_DATE ? formatThaiDate(row.F_DOC_DATE, DIGITS) : '–'} />,
    },
    subject: {
      field: 'F_DOC_TITLE',
      headerName: t('workspace.registers.subject'),
      flex: 1,
      minWidth: 200,
      sortable: false,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'grid', gap: 0.5, py: 0.5, minWidth: 0, justifyItems: 'start' }}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere', textDecoration: row.CANCELLED ? 'line-through' : 'none' }}>
            {row.F_DOC_TITLE}
          </Typography>
          {row.DISPOSAL && (
            <Typography variant="caption" color="text.secondary" data-testid="register-disposal">
              {t('workspace.registers.disposal', { what: row.DISPOSAL })}
            </Typography>
          )}
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
    from_to: {
      field: 'F_FROM',
      headerName: t('workspace.registers.fromTo'),
      width: 150,
      sortable: false,
      renderCell: ({ row }) => <CellPair first={dash(row.F_FROM)} second={dash(row.F_TO)} />,
    },
    speed_secret: {
      field: 'F_DOC_SPEED_NAME',
      headerName: t('workspace.registers.speedSecrecy'),
      width: 124,
      sortable: false,
      renderCell: ({ row }) => (
        <CellPair
          first={row.F_DOC_SPEED_NAME}
          second={
            <Box component="span" sx={{ color: textColorOnWhite(row.F_COLOR) ?? 'text.secondary', fontWeight: 600 }}>
              {row.F_DOC_SECRET_NAME}
            </Box>
          }
        />
      ),
    },
  };
  return shown.map((key) => columns[key]);
}
