/**
 * The one-time code before a signature, driven by the signing code machine: ask for a code
 * (the page says which e-mail it went to), type its 6 digits, see the time left and the tries
 * left, ask again once the cool-down has passed, and hand the grant to the caller. Each opening
 * starts a fresh machine. The page sends WAKE to the machine on focus and visibilitychange, so
 * a deadline that passed while the computer slept is noticed at once.
 */
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import type { CodeConfirmOutcome, CodeRequestOutcome, SigningCalls } from '../../engine/api/signing-calls';
import { formatTimeLeft } from '../../engine/format/time-left';
import { signingCodeMachine } from '../../engine/machines/signing-code.machine';
import { useSigningCalls } from './signing-queries';

export interface SigningGrant {
  /** The single-use grant the signing call sends. */
  grant: string;
  /** When it expires (epoch milliseconds). */
  expiresAt: number;
}

export interface SigningCodeDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called once with the grant when the code is confirmed; the caller signs with it and closes the dialog. */
  onGranted: (grant: SigningGrant) => void;
  /** The two calls; the session's by default (engine/api/signing-calls.ts). */
  calls?: Pick<SigningCalls, 'requestCode' | 'confirmCode'>;
  /** The clock; Date.now by default. */
  now?: () => number;
}

function SigningCodeFlow({ onClose, onGranted, calls, now }: Required<Omit<SigningCodeDialogProps, 'open'>>) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [, setTick] = useState(0);
  // The machine is made once per opening; the latest callback is read when the grant arrives.
  const granted = useRef(onGranted);
  granted.current = onGranted;
  const machine = useMemo(
    () =>
      signingCodeMachine.provide({
        actors: {
          requestCode: fromPromise<CodeRequestOutcome>(() => calls.requestCode()),
          confirmCode: fromPromise<CodeConfirmOutcome, { code: string }>(({ input }) => calls.confirmCode(input.code)),
        },
        actions: { deliverGrant: (_, params) => granted.current(params) },
      }),
    [calls],
  );
  const [snapshot, send] = useMachine(machine, { input: { now } });
  const { context } = snapshot;
  const live = snapshot.matches('codeSent') || snapshot.matches('confirming');

  useEffect(() => {
    const wake = () => send({ type: 'WAKE' });
    const visibility = () => document.visibilityState === 'visible' && wake();
    window.addEventListener('focus', wake);
    document.addEventListener('visibilitychange', visibility);
    return () => {
      window.removeEventListener('focus', wake);
      document.removeEventListener('visibilitychange', visibility);
    };
  }, [send]);

  // The time left is shown by the second; the machine's own timers decide the expiry.
  useEffect(() => {
    if (!live) return;
    const timer = window.setInterval(() => setTick((n) => n + 1), 1000);
    return () => window.clearInterval(timer);
  }, [live]);

  const request = () => {
    setCode('');
    send({ type: 'REQUEST' });
  };
  const resend = () => {
    setCode('');
    send({ type: 'RESEND' });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (/^[0-9]{6}$/.test(code)) send({ type: 'CONFIRM', code });
  };

  const busy = snapshot.matches('requesting') || snapshot.matches('confirming');
  const ended = snapshot.matches('expired') || snapshot.matches('locked') || snapshot.matches('failed');
  const resendWait = context.resendAt === null ? 0 : context.resendAt - now();

  return (
    <>
      <DialogContent>
        <Stack spacing={2}>
          {snapshot.matches('idle') && <Typography>{t('signing.code.intro')}</Typography>}
          {snapshot.matches('requesting') && <CircularProgress aria-label={t('signing.code.request')} size={28} />}
          {live && (
            <Stack component="form" id="signing-code-form" spacing={2} onSubmit={submit} noValidate>
              {context.message && (
                <Alert severity={context.attemptsLeft !== null && context.attemptsLeft < 5 ? 'warning' : 'info'} data-testid="signing-code-message">
                  {context.message}
                </Alert>
              )}
              <TextField
                label={t('signing.code.label')}
                value={code}
                onChange={(event) => setCode(event.target.value.replace(/[^0-9]/g, '').slice(0, 6))}
                autoFocus
                autoComplete="one-time-code"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, 'data-testid': 'signing-code-input' } }}
                disabled={busy}
              />
              <Typography variant="body2" data-testid="signing-code-time-left">
                {t('signing.code.timeLeft', { time: formatTimeLeft((context.expiresAt ?? 0) - now()) })}
              </Typography>
              <Typography variant="body2" data-testid="signing-code-attempts-left">
                {t('signing.code.attemptsLeft', { count: context.attemptsLeft ?? 0 })}
              </Typography>
            </Stack>
          )}
          {ended && (
            <Alert severity="error" data-testid="signing-code-ended">
              {context.message ?? t('signing.server.codeExpired')}
            </Alert>
          )}
          {snapshot.matches('confirmed') && (
            <Alert severity="success" data-testid="signing-code-confirmed">
              {t('signing.code.confirmed')}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{snapshot.matches('confirmed') ? t('signing.code.close') : t('signing.code.cancel')}</Button>
        {(snapshot.matches('idle') || ended) && (
          <Button variant="contained" onClick={request}>
            {ended ? t('signing.code.resend') : t('signing.code.request')}
          </Button>
        )}
        {live && (
          <>
            <Button onClick={resend} disabled={!snapshot.matches({ codeSent: 'mayResend' })} data-testid="signing-code-resend">
              {snapshot.matches({ codeSent: 'mayResend' })
                ? t('signing.code.resend')
                : t('signing.code.resendIn', { seconds: Math.max(1, Math.ceil(resendWait / 1000)) })}
            </Button>
            <Button type="submit" form="signing-code-form" variant="contained" disabled={busy || !/^[0-9]{6}$/.test(code)}>
              {t('signing.code.confirm')}
            </Button>
          </>
        )}
      </DialogActions>
    </>
  );
}

export function SigningCodeDialog({ open, onClose, onGranted, calls, now = Date.now }: SigningCodeDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const sessionCalls = useSigningCalls();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} data-testid="signing-code-dialog">
      <DialogTitle id={titleId}>{t('signing.code.title')}</DialogTitle>
      {open && <SigningCodeFlow onClose={onClose} onGranted={onGranted} calls={calls ?? sessionCalls} now={now} />}
    </Dialog>
  );
}
