/**
 * Deciding one waiting request for an account (a page declaring decision 'account-request'): who
 * asked (the ID card masked, as the list shows it), then approve, choosing the new account's
 * username (offered from the e-mail address) and department (the requested one unless changed),
 * or refuse, giving the reason the visitor receives by e-mail. The server's refusal (a username
 * taken, a request another administrator decided meanwhile) shows at its field or in the dialog,
 * which stays open with what was typed; only a decision the server took closes it.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { accountRequestCalls, type AccountDecision } from '../../engine/api/account-request-calls';
import { USERNAME_PATTERN, usernameFromEmail } from '../../engine/format/username';
import type { SettingsPage } from '../../engine/settings/settings-pages';
import { useCalls } from '../portal/CallsContext';
import { formFields } from './record-form';
import { ReferenceField } from './ReferenceField';
import { cellText } from './settings-columns';
import { SETTINGS_QUERY_KEY, type SettingsRow } from './settings-queries';

/** A row the grid offers to decide: one still waiting (the status the decision moves on). */
export const isAwaitingDecision = (row: SettingsRow) => row.status === 'pending';

/** The longest reason the decide call takes. */
const REASON_MAX_LENGTH = 500;

type Field = 'USERNAME' | 'F_DEPT_ID' | 'REASON';

export interface AccountRequestDialogProps {
  declaration: SettingsPage;
  row: SettingsRow;
  onClose: () => void;
  /** The server took the decision: its message. */
  onDecided: (message: string) => void;
}

export function AccountRequestDialog({ declaration, row, onClose, onDecided }: AccountRequestDialogProps) {
  const { t } = useTranslation();
  const { api } = useCalls();
  const queryClient = useQueryClient();
  const calls = useMemo(() => accountRequestCalls(api), [api]);
  const departmentField = useMemo(() => {
    const field = formFields(declaration.record, declaration.form).find((candidate) => candidate.name === 'department_id')!;
    return { ...field, titleKey: 'settings.accountRequests.department', readOnly: false };
  }, [declaration]);
  const [decision, setDecision] = useState<AccountDecision['decision']>('approve');
  const [username, setUsername] = useState(() => usernameFromEmail(String(row.email ?? '')));
  const [department, setDepartment] = useState(String(row.department_id ?? ''));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  // A decision reloads every settings list: the request moves on and, approved, a person appears.
  const decide = useMutation({
    mutationFn: (chosen: AccountDecision) => calls.decide(chosen),
    onSuccess: (reply) => (reply.status === 'success' ? queryClient.invalidateQueries({ queryKey: SETTINGS_QUERY_KEY }) : undefined),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const found: Partial<Record<Field, string>> =
      decision === 'approve'
        ? USERNAME_PATTERN.test(username.trim())
          ? {}
          : { USERNAME: t('settings.accountRequests.usernameInvalid') }
        : reason.trim() === ''
          ? { REASON: t('settings.accountRequests.reasonRequired') }
          : {};
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const chosen: AccountDecision =
      decision === 'approve'
        ? { requestId: Number(row.id), decision, username: username.trim(), departmentId: department === '' ? null : Number(department) }
        : { requestId: Number(row.id), decision, reason: reason.trim() };
    try {
      const reply = await decide.mutateAsync(chosen);
      if (reply.status === 'success') return onDecided(reply.message);
      const field = reply.fields?.[0];
      if (field === 'USERNAME' || field === 'F_DEPT_ID' || field === 'REASON') setErrors({ [field]: reply.message });
      else setRefusal(reply.message);
    } catch {
      setRefusal(t('settings.accountRequests.failed'));
    }
  };

  const shown = (field: string) => cellText(t, declaration, field, row[field], row);
  const facts: [string, string][] = [
    ['settings.accountRequests.requester', `${shown('first_name')} ${shown('last_name')}`],
    ['settings.fields.email', shown('email')],
    ['settings.fields.department', shown('department_id')],
    ['settings.fields.position', shown('position_name')],
    ['settings.fields.idCard', shown('id_card_masked')],
    ['settings.fields.requestedAt', shown('created_at')],
  ];

  return (
    <Dialog
      open
      onClose={decide.isPending ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="account-request-title"
      data-testid="account-request-dialog"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="account-request-title" sx={{ fontWeight: 700 }}>
          {t('settings.accountRequests.title')}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }}>
            {facts.map(([key, value]) => (
              <Box key={key} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {t(key)}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
          <RadioGroup
            row
            value={decision}
            onChange={(event) => setDecision(event.target.value as AccountDecision['decision'])}
            aria-label={t('settings.accountRequests.title')}
          >
            <FormControlLabel value="approve" control={<Radio />} label={t('settings.accountRequests.approve')} data-testid="account-request-approve" />
            <FormControlLabel value="refuse" control={<Radio />} label={t('settings.accountRequests.refuse')} data-testid="account-request-refuse" />
          </RadioGroup>
          {decision === 'approve' ? (
            <>
              <TextField
                label={t('settings.accountRequests.username')}
                value={username}
                onChange={(event) => setUsername(event.target.value)}
                error={Boolean(errors.USERNAME)}
                helperText={errors.USERNAME ?? t('settings.accountRequests.usernameHint')}
                required
                autoFocus
                slotProps={{ htmlInput: { maxLength: 64, 'data-testid': 'account-request-username' } }}
              />
              <ReferenceField
                page={declaration.page}
                field={departmentField}
                value={department}
                label={typeof row.department_id__label === 'string' ? row.department_id__label : undefined}
                onChange={setDepartment}
                error={errors.F_DEPT_ID}
                disabled={decide.isPending}
              />
              <Typography variant="body2" color="text.secondary">
                {t('settings.accountRequests.approveNote')}
              </Typography>
            </>
          ) : (
            <TextField
              label={t('settings.accountRequests.reason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              error={Boolean(errors.REASON)}
              helperText={errors.REASON ?? t('settings.accountRequests.reasonHint')}
              required
              multiline
              minRows={3}
              autoFocus
              slotProps={{ htmlInput: { maxLength: REASON_MAX_LENGTH, 'data-testid': 'account-request-reason' } }}
            />
          )}
          {refusal && (
            <Alert severity="error" data-testid="account-request-error">
              {refusal}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={decide.isPending}>
            {t('settings.accountRequests.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={decision === 'approve' ? 'primary' : 'error'}
            loading={decide.isPending}
            data-testid="account-request-confirm"
          >
            {t(decision === 'approve' ? 'settings.accountRequests.confirmApprove' : 'settings.accountRequests.confirmRefuse')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
