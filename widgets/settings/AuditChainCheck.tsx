/**
 * The audit page's integrity check: one button asks the server whether every chain of audit
 * rows is whole (the same verification as `npm run audit:verify`) and shows the answer, or the
 * first row changed, removed or inserted behind the portal's back.
 */
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useSettingsCalls } from './settings-queries';

export function AuditChainCheck() {
  const { t } = useTranslation();
  const calls = useSettingsCalls();
  const check = useMutation({ mutationFn: () => calls.auditChain() });
  const reply = check.data;
  const report = reply?.status === 'success' ? reply.item : null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
      <Button variant="outlined" onClick={() => check.mutate()} loading={check.isPending}>
        {t('settings.auditChain.check')}
      </Button>
      {report?.whole && <Alert severity="success">{t('settings.auditChain.whole', { chains: report.chains, rows: report.rows })}</Alert>}
      {report?.first && (
        <Alert severity="error">
          {t('settings.auditChain.broken', {
            kind: t(`settings.auditChain.kind.${report.first.kind}`),
            id: report.first.id ?? '-',
            chain: report.first.chain ?? '-',
            seq: report.first.seq ?? '-',
          })}
        </Alert>
      )}
      {(check.isError || (reply && reply.status !== 'success')) && <Alert severity="error">{t('settings.auditChain.failed')}</Alert>}
    </Stack>
  );
}
