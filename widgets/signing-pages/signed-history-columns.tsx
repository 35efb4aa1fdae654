/**
 * The columns of the signing history: when (Buddhist-era date and time in Bangkok), the letter
 * (its subject opens it on the workspace), its number, which signature of the letter it was,
 * where the time comes from, and the signed file as it was right after this signature.
 */
import { Link as RouterLink } from 'react-router';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import type { SignedHistoryItem } from '../../engine/api/signed-letter-calls';
import { formatThaiDateTime } from '../../engine/format/thai-date';
import { workspaceLetterPath } from '../../engine/portal/workspace-link';

export interface SignedHistoryColumnsOptions {
  onDownload: (item: SignedHistoryItem) => void;
  /** The signature whose file is on its way (its button waits). */
  downloading: number | null;
}

export function signedHistoryColumns(t: TFunction, { onDownload, downloading }: SignedHistoryColumnsOptions): GridColDef<SignedHistoryItem>[] {
  return [
    {
      field: 'SIGNED_AT',
      headerName: t('signing.history.signedAt'),
      minWidth: 170,
      flex: 1,
      sortable: false,
      valueFormatter: (value: string) => formatThaiDateTime(value),
    },
    {
      field: 'SUBJECT',
      headerName: t('signing.history.subject'),
      minWidth: 240,
      flex: 2,
      sortable: false,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={workspaceLetterPath(row.F_DOC_ID)}>
          {row.SUBJECT}
        </Link>
      ),
    },
    { field: 'DOC_NO', headerName: t('signing.history.docNo'), minWidth: 140, flex: 1, sortable: false },
    {
      field: 'SEQ',
      headerName: t('signing.history.seq'),
      minWidth: 120,
      sortable: false,
      valueFormatter: (value: number) => t('signing.history.seqValue', { n: value }),
    },
    {
      field: 'TIME_SOURCE',
      headerName: t('signing.history.timeSource'),
      minWidth: 200,
      flex: 1,
      sortable: false,
      valueFormatter: (value: SignedHistoryItem['TIME_SOURCE']) => t(`signing.timeSource.${value}`),
    },
    {
      field: 'URL',
      headerName: t('signing.history.file'),
      minWidth: 150,
      sortable: false,
      renderCell: ({ row }) => (
        <Button
          size="small"
          variant="outlined"
          startIcon={<DownloadRounded aria-hidden />}
          aria-label={t('signing.history.downloadLabel', { subject: row.SUBJECT })}
          disabled={downloading === row.SIGNATURE_ID}
          onClick={(event) => {
            event.stopPropagation();
            onDownload(row);
          }}
        >
          {t('signing.history.download')}
        </Button>
      ),
    },
  ];
}
