/**
 * One signature of a checked PDF: who signed, when (Buddhist-era date and time in Bangkok) and
 * where that time comes from, whether the signed bytes still verify, whether the file changed
 * after it, and the certificate's status. Each check shows an icon and words, never a colour alone.
 */
import type { ReactNode } from 'react';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import CancelRounded from '@mui/icons-material/CancelRounded';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PdfSignatureCheck } from '../../engine/api/signed-letter-calls';
import { formatThaiDateTime } from '../../engine/format/thai-date';

function Check({ ok, children }: { ok: boolean; children: ReactNode }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 600, color: ok ? 'success.dark' : 'error.dark' }}>
      {ok ? <CheckCircleRounded fontSize="small" aria-hidden /> : <CancelRounded fontSize="small" aria-hidden />}
      {children}
    </Box>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {children}
      </Typography>
    </>
  );
}

export function SignatureCard({ check, n }: { check: PdfSignatureCheck; n: number }) {
  const { t } = useTranslation();
  const time = check.SIGNED_AT ? formatThaiDateTime(check.SIGNED_AT) : '';
  return (
    <Paper component="li" variant="outlined" data-testid="verify-signature" sx={{ p: 2, borderRadius: 2, listStyle: 'none' }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('signing.verify.signature', { n, signer: check.SIGNER })}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, max-content) 1fr' }, columnGap: 2, rowGap: 0.75, m: 0 }}>
        <Row label={t('signing.verify.signedAt')}>
          {time || t('signing.verify.noTime')}
          <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
            {t(`signing.timeSource.${check.TIME_SOURCE}`)}
          </Box>
        </Row>
        <Row label={t('signing.verify.integrity')}>
          <Check ok={check.INTACT}>{t(check.INTACT ? 'signing.verify.intact' : 'signing.verify.broken')}</Check>
        </Row>
        <Row label={t('signing.verify.changedAfter')}>
          <Check ok={!check.CHANGED_AFTER}>{t(check.CHANGED_AFTER ? 'signing.verify.changedYes' : 'signing.verify.changedNo')}</Check>
        </Row>
        <Row label={t('signing.verify.certificate')}>
          <Check ok={check.CERTIFICATE_STATUS === 'valid'}>{t(`signing.certificate.${check.CERTIFICATE_STATUS}`)}</Check>
        </Row>
      </Box>
    </Paper>
  );
}
