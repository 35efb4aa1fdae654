/**
 * /account-line-service: the person's LINE link. Where the organisation has LINE, a person not
 * linked yet adds the Official Account as a friend (a link and a QR code), asks for a link code
 * and sends it to the account as a message; the page asks for the status every few seconds
 * while the code is live and shows the link as soon as LINE delivered it. A linked person sees
 * their LINE name and may remove the link (after a confirmation). Without LINE set up, the page
 * says so and whom to ask.
 */
import { useEffect, useState } from 'react';
import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../engine/portal/routes';
import { formatTimeLeft } from '../../engine/format/time-left';
import { LineQrCode } from './LineQrCode';
import { useLineStatus, useLinkCode, useUnlinkLine } from './line-queries';

export default function LineServicePage() {
  const { t } = useTranslation();
  const linkCode = useLinkCode();
  const issued = linkCode.data ?? null;
  const [ticked, setTicked] = useState(() => Date.now());
  // The clock below ticks once a code is out; on the first render with a new code it still holds
  // the time the page opened or the last code ticked, so the code's arrival is the latest time
  // known (otherwise the countdown would start at ten minutes plus however long the person waited).
  const now = issued ? Math.max(ticked, issued.arrivedAt) : ticked;
  const live = issued !== null && now < issued.expiresAt;
  const status = useLineStatus(live);
  const unlink = useUnlinkLine();
  const [confirming, setConfirming] = useState(false);
  const linked = status.data?.LINKED === true;

  // The time left is shown by the second while a code is out.
  useEffect(() => {
    if (!issued) return;
    const timer = window.setInterval(() => setTicked(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [issued]);
  // Once linked, the code has done its work.
  const { reset } = linkCode;
  useEffect(() => {
    if (linked) reset();
  }, [linked, reset]);

  return (
    <Paper component="section" variant="outlined" aria-labelledby="line-title" data-testid="line-service" sx={{ p: { xs: 2, md: 4 }, borderRadius: 3 }}>
      <Typography id="line-title" component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {t(ROUTES.accountLineService.titleKey)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('line.intro')}
      </Typography>
      {status.isPending && <CircularProgress aria-label={t(ROUTES.accountLineService.titleKey)} />}
      {status.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void status.refetch()}>
              {t('line.retry')}
            </Button>
          }
        >
          {t('line.loadFailed')}
        </Alert>
      )}
      {status.data && !status.data.ENABLED && (
        <Alert severity="info" data-testid="line-not-enabled">
          {t('line.notEnabled')}
        </Alert>
      )}
      {status.data?.ENABLED && linked && (
        <Stack spacing={2} data-testid="line-linked" sx={{ alignItems: 'flex-start' }}>
          <Alert severity="success" icon={<CheckCircleOutlineRounded aria-hidden />}>
            <Typography sx={{ fontWeight: 700 }}>{t('line.linked')}</Typography>
            {status.data.DISPLAY_NAME && <Typography data-testid="line-display-name">{t('line.linkedAs', { name: status.data.DISPLAY_NAME })}</Typography>}
          </Alert>
          <Typography color="text.secondary">{t('line.linkedNote')}</Typography>
          <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
            {t('line.unlink')}
          </Button>
        </Stack>
      )}
      {status.data?.ENABLED && !linked && (
        <Stack spacing={3} data-testid="line-not-linked">
          <Box>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
              {t('line.stepAdd')}
            </Typography>
            {status.data.ADD_FRIEND_URL && (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
                <LineQrCode url={status.data.ADD_FRIEND_URL} alt={t('line.qrAlt')} />
                <Link href={status.data.ADD_FRIEND_URL} target="_blank" rel="noopener noreferrer">
                  {t('line.addFriend')}
                </Link>
              </Stack>
            )}
          </Box>
          <Box>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
              {t('line.stepCode')}
            </Typography>
            {issued && (
              <Box role="status" aria-live="polite" sx={{ mb: 2 }}>
                <Typography variant="body2" color="text.secondary">
                  {t('line.codeLabel')}
                </Typography>
                <Typography data-testid="line-code" sx={{ fontFamily: 'monospace', fontSize: '2rem', fontWeight: 700, letterSpacing: '0.3em' }}>
                  {issued.code}
                </Typography>
                {live ? (
                  <>
                    <Typography variant="body2" data-testid="line-code-left">
                      {t('line.codeLeft', { time: formatTimeLeft(issued.expiresAt - now) })}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('line.waiting')}
                    </Typography>
                  </>
                ) : (
                  <Alert severity="warning">{t('line.codeExpired')}</Alert>
                )}
              </Box>
            )}
            <Button variant="contained" onClick={() => linkCode.mutate()} disabled={linkCode.isPending}>
              {issued ? t('line.newCode') : t('line.getCode')}
            </Button>
          </Box>
        </Stack>
      )}
      {(linkCode.isError || unlink.isError) && (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          {(linkCode.error ?? unlink.error)?.message || t('line.failed')}
        </Alert>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="line-unlink-title">
        <DialogTitle id="line-unlink-title">{t('line.unlinkTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('line.unlinkConfirm')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('line.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={unlink.isPending}
            onClick={() => unlink.mutate(undefined, { onSettled: () => setConfirming(false) })}
          >
            {t('line.confirmUnlink')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
