/**
 * The columns of the document store's table: the letter's number over its register numbers,
 * its date (Thai, Buddhist era), the subject over its type and owner department, dear over
 * from, speed over secrecy (each in its class's colour, darkened where white would make it hard
 * to read), and a button that opens the letter (the whole row opens it too; the button is the
 * keyboard's and screen reader's way). Pairs keep the subject readable beside the workspace's
 * navigation at 1280 px.
 */
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { formatThaiDate } from '../../engine/format/thai-date';
import { textColorOnWhite } from '../../engine/portal/badge-colors';
import { CellPair } from './CellPair';
import type { FoundDocument } from './search-queries';

const DIGITS = { digits: 'western' } as const;
const dash = (value: string | null) => value || '–';

/** 'รับ 12/2569 · ส่ง 3/2569', a cancelled number marked as such. */
export function registerNumbers(t: TFunction, row: FoundDocument): string {
  return row.REGISTER_NOS.map((entry) => {
    const text = t(`workspace.search.register.${entry.REGISTER}`, { number: entry.NUMBER, year: entry.YEAR });
    return entry.CANCELLED ? `${text} (${t('workspace.search.cancelled')})` : text;
  }).join(' · ');
}

export function searchColumns(t: TFunction, onOpen: (row: FoundDocument) => void): GridColDef<FoundDocument>[] {
  return [
    {
      field: 'F_DOC_NO',
      headerName: t('workspace.search.column.number'),
      width: 150,
      sortable: false,
      renderCell: ({ row }) => <CellPair first={dash(row.F_DOC_NO)} second={registerNumbers(t, row) || '–'} />,
    },
    {
      field: 'F_DOC_DATE',
      headerName: t('workspace.search.column.date'),
      width: 110,
      sortable: false,
      renderCell: ({ row }) => <Typography variant="body2">{formatThaiDate(row.F_DOC_DATE, DIGITS)}</Typography>,
    },
    {
      field: 'F_DOC_TITLE',
      headerName: t('workspace.search.column.subject'),
      flex: 1,
      minWidth: 220,
      sortable: false,
      renderCell: ({ row }) => <CellPair first={row.F_DOC_TITLE} second={`${row.F_DOC_TYPE_NAME} · ${row.F_DEPT_NAME}`} />,
    },
    {
      field: 'F_DEAR',
      headerName: t('workspace.search.column.parties'),
      width: 150,
      sortable: false,
      renderCell: ({ row }) => <CellPair first={dash(row.F_DEAR ?? row.F_TO)} second={dash(row.F_FROM)} />,
    },
    {
      field: 'F_DOC_SPEED_NAME',
      headerName: t('workspace.search.column.speedSecrecy'),
      width: 140,
      sortable: false,
      renderCell: ({ row }) => (
        <CellPair
          first={
            <Box component="span" sx={{ color: textColorOnWhite(row.F_SPEED_COLOR) ?? 'text.primary', fontWeight: 600 }}>
              {row.F_DOC_SPEED_NAME}
            </Box>
          }
          second={
            <Box component="span" sx={{ color: textColorOnWhite(row.F_COLOR) ?? 'text.secondary', fontWeight: 600 }}>
              {row.F_DOC_SECRET_NAME}
            </Box>
          }
        />
      ),
    },
    {
      field: 'open',
      headerName: '',
      width: 52,
      sortable: false,
      renderCell: ({ row }) => (
        <Tooltip title={t('workspace.search.open')}>
          <IconButton
            size="small"
            color="primary"
            aria-label={`${t('workspace.search.open')} ${row.F_DOC_TITLE}`}
            data-testid="search-open"
            onClick={(event) => {
              // The row's own click opens the letter too; once is enough.
              event.stopPropagation();
              onOpen(row);
            }}
          >
            <OpenInNewOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    },
  ];
}
