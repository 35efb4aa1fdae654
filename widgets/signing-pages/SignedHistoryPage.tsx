/**
 * /signed-history: the letters the signed-in person signed electronically, newest first, 20 to
 * a page as the server pages them; each row opens its letter and saves the signed PDF as it was
 * right after that signature (fetched with the session's token, so not a plain link).
 */
import { useMemo, useState } from 'react';
import DrawOutlined from '@mui/icons-material/DrawOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { GridPaginationModel } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { SIGNED_HISTORY_PAGE_SIZE } from '../../engine/api/signed-letter-calls';
import { ROUTES } from '../../engine/portal/routes';
import { PagedGrid } from '../workspace/PagedGrid';
import { signedHistoryColumns } from './signed-history-columns';
import { useDownloadSignedFile, useSignedHistory } from './signing-queries';

const PAGE_SIZES = [SIGNED_HISTORY_PAGE_SIZE];

export function SignedHistoryPage() {
  const { t } = useTranslation();
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: SIGNED_HISTORY_PAGE_SIZE });
  const history = useSignedHistory(pagination.page + 1);
  const download = useDownloadSignedFile();
  const downloading = download.isPending ? (download.variables?.SIGNATURE_ID ?? null) : null;
  const { mutate: save } = download;
  const columns = useMemo(() => signedHistoryColumns(t, { onDownload: (item) => save(item), downloading }), [t, save, downloading]);
  const empty = history.isSuccess && history.data.total === 0;

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="signed-history-title"
      data-testid="signed-history"
      sx={{ borderRadius: 3, overflow: 'hidden' }}
    >
      <Box sx={{ px: { xs: 2, md: 3 }, py: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id="signed-history-title" component="h1" variant="h6" sx={{ fontWeight: 700 }}>
          {t(ROUTES.SignedHistory.titleKey)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('signing.history.intro')}
        </Typography>
      </Box>
      {history.isError && (
        <Alert severity="error" sx={{ m: 2 }} data-testid="signed-history-error">
          {history.error.message || t('signing.history.loadError')}
        </Alert>
      )}
      {download.isError && (
        <Alert severity="error" sx={{ m: 2 }} data-testid="signed-history-download-error">
          {t('signing.history.downloadFailed')}
        </Alert>
      )}
      {empty ? (
        <Box role="status" data-testid="signed-history-empty" sx={{ py: 8, px: 2, textAlign: 'center', color: 'text.secondary' }}>
          <DrawOutlined sx={{ fontSize: 48, opacity: 0.45 }} aria-hidden />
          <Typography>{t('signing.history.empty')}</Typography>
        </Box>
      ) : (
        <PagedGrid
          rows={history.data?.items ?? []}
          getRowId={(row) => row.SIGNATURE_ID}
          columns={columns}
          total={history.data?.total}
          loading={history.isFetching}
          pagination={pagination}
          onPaginationChange={setPagination}
          pageSizeOptions={PAGE_SIZES}
          emptyLabel={t('signing.history.empty')}
          height={640}
          testId="signed-history-grid"
        />
      )}
    </Paper>
  );
}

export default SignedHistoryPage;
