/**
 * The certificate pages of the settings (engine/settings/certificate-pages.ts): people's
 * certificates with their state (issue, renew, revoke; the organisation's CA and importing one),
 * one person's certificates, requests (ask for one, import one's own PKCS#12; an administrator
 * approves or rejects), and auto-issue rules. The server decides who may do what: a call refused
 * shows its Thai message and the page offers what is left (one's own certificates).
 */
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { callRoute, type ReplyOf } from '../../engine/api/call-route';
import type { CertificatePageSegment } from '../../engine/settings/certificate-pages';
import { useCalls } from '../portal/CallsContext';
import { settingsPagePath } from './settings-paths';

type KeyType = 'ecdsa-p256' | 'rsa-3072';
type Status = 'valid' | 'revoked' | 'expired' | 'not-yet-valid' | 'none';

const STATUS_COLOUR: Record<Status, 'success' | 'error' | 'warning' | 'default' | 'info'> = {
  valid: 'success',
  revoked: 'error',
  expired: 'warning',
  'not-yet-valid': 'info',
  none: 'default',
};

export interface CertificateSettingsProps {
  menuID: string;
  page: CertificatePageSegment;
  personId: number | null;
}

export function CertificateSettings({ menuID, page, personId }: CertificateSettingsProps) {
  if (page === 'certificate-person') return personId === null ? <PeopleCertificates menuID={menuID} /> : <PersonCertificates personId={personId} />;
  if (page === 'certificate-person-request') return <CertificateRequests />;
  return <AutoIssueRules />;
}

/** The date part of an ISO time as the person's language writes it. */
function useDate(): (iso: string | null) => string {
  const { i18n } = useTranslation();
  return (iso) => (iso ? new Date(iso).toLocaleDateString(i18n.language === 'en' ? 'en-GB' : 'th-TH', { dateStyle: 'medium' }) : '-');
}

function StatusChip({ status }: { status: Status }) {
  const { t } = useTranslation();
  return <Chip size="small" color={STATUS_COLOUR[status]} label={t(`settings.certificates.status.${status}`)} data-status={status} />;
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2, borderRadius: 3 }} data-testid={testId}>
      <Typography component="h2" variant="h6" sx={{ mb: 1.5, fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The outcome of the last action: the server's Thai message, green or red. */
function Outcome({ reply }: { reply: { status: string; message: string } | undefined }) {
  if (!reply) return null;
  return (
    <Alert severity={reply.status === 'success' ? 'success' : 'error'} sx={{ mb: 2 }} role="status">
      {reply.message}
    </Alert>
  );
}

function KeyTypeField({ value, onChange }: { value: KeyType; onChange: (value: KeyType) => void }) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('settings.certificates.keyType')}
      value={value}
      onChange={(event) => onChange(event.target.value as KeyType)}
      sx={{ minWidth: 200 }}
    >
      <MenuItem value="ecdsa-p256">{t('settings.certificates.keyTypes.ecdsa-p256')}</MenuItem>
      <MenuItem value="rsa-3072">{t('settings.certificates.keyTypes.rsa-3072')}</MenuItem>
    </TextField>
  );
}

/** Reads a chosen file as base64 (without the data: prefix). */
function fileAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** A PKCS#12 file and its password, sent to certificate-import or certificate-authority-import. */
function Pkcs12Import({ name, label, onDone }: { name: 'certificateImport' | 'certificateAuthorityImport'; label: string; onDone: () => void }) {
  const { t } = useTranslation();
  const { api } = useCalls();
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const send = useMutation({
    mutationFn: async () => callRoute(api, name, { FILE: await fileAsBase64(file!), PASSWORD: password }),
    onSuccess: (reply) => {
      if (reply.status === 'success') {
        setPassword('');
        onDone();
      }
    },
  });
  return (
    <Stack spacing={1.5}>
      <Outcome reply={send.data} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Button variant="outlined" component="label">
          {file ? file.name : t('settings.certificates.chooseFile')}
          <input hidden type="file" accept=".p12,.pfx,application/x-pkcs12" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
        </Button>
        <TextField
          size="small"
          type="password"
          label={t('settings.certificates.filePassword')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="off"
        />
        <Button variant="contained" disabled={!file} loading={send.isPending} onClick={() => send.mutate()}>
          {label}
        </Button>
      </Stack>
    </Stack>
  );
}

/** Asks for a reason, then runs the action (revoke, reject). */
function ReasonDialog({
  open,
  title,
  onClose,
  onConfirm,
  pending,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  onConfirm: (reason: string) => void;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          label={t('settings.certificates.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('settings.certificates.cancel')}</Button>
        <Button variant="contained" color="error" disabled={reason.trim() === ''} loading={pending} onClick={() => onConfirm(reason.trim())}>
          {t('settings.certificates.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function PeopleCertificates({ menuID }: { menuID: string }) {
  const { t } = useTranslation();
  const { api } = useCalls();
  const date = useDate();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [keyType, setKeyType] = useState<KeyType>('ecdsa-p256');
  const people = useQuery({
    queryKey: ['certificates', 'people', search],
    queryFn: () => callRoute(api, 'certificatePeople', { SEARCH: search || undefined }),
  });
  const issue = useMutation({
    mutationFn: (personId: number) => callRoute(api, 'certificateIssue', { PERSON_ID: personId, KEY_TYPE: keyType }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['certificates'] }),
  });
  const reply = people.data;
  if (reply && reply.status !== 'success') {
    return (
      <>
        <Alert severity="info" sx={{ mb: 2 }}>
          {reply.message}
        </Alert>
        <PersonCertificates personId={null} />
      </>
    );
  }
  return (
    <>
      <Section title={t('settings.certificates.authority')} testId="certificate-authority">
        {reply?.authority ? (
          <Stack spacing={0.5} sx={{ mb: 2 }}>
            <Typography variant="body2">{reply.authority.SUBJECT}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`settings.certificates.authoritySource.${reply.authority.SOURCE}`)} ·{' '}
              {t('settings.certificates.validUntil', { date: date(reply.authority.NOT_AFTER) })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('settings.certificates.crl')}: {reply.authority.CRL_URL}
            </Typography>
          </Stack>
        ) : (
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t('settings.certificates.noAuthority')}
          </Typography>
        )}
        <Pkcs12Import
          name="certificateAuthorityImport"
          label={t('settings.certificates.importAuthority')}
          onDone={() => void queryClient.invalidateQueries({ queryKey: ['certificates'] })}
        />
      </Section>
      <Outcome reply={issue.data} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <TextField size="small" label={t('settings.certificates.search')} value={search} onChange={(event) => setSearch(event.target.value)} />
        <KeyTypeField value={keyType} onChange={setKeyType} />
      </Stack>
      <Table size="small" data-testid="certificate-people">
        <TableHead>
          <TableRow>
            <TableCell>{t('settings.certificates.person')}</TableCell>
            <TableCell>{t('settings.certificates.department')}</TableCell>
            <TableCell>{t('settings.certificates.state')}</TableCell>
            <TableCell>{t('settings.certificates.notAfter')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {(reply?.items ?? []).map((person) => (
            <TableRow key={person.PERSON_ID}>
              <TableCell>
                <RouterLink to={`${settingsPagePath(menuID, 'certificate-person')}/${person.PERSON_ID}`}>{person.NAME}</RouterLink>
              </TableCell>
              <TableCell>{person.DEPARTMENT ?? '-'}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={1}>
                  <StatusChip status={person.STATUS} />
                  {person.PENDING && <Chip size="small" variant="outlined" label={t('settings.certificates.pending')} />}
                </Stack>
              </TableCell>
              <TableCell>{date(person.NOT_AFTER)}</TableCell>
              <TableCell align="right">
                <Button size="small" loading={issue.isPending && issue.variables === person.PERSON_ID} onClick={() => issue.mutate(person.PERSON_ID)}>
                  {person.STATUS === 'valid' ? t('settings.certificates.renew') : t('settings.certificates.issue')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

/** One person's certificates (the signed-in person's own when personId is null) and their requests. */
function PersonCertificates({ personId }: { personId: number | null }) {
  const { t } = useTranslation();
  const { api } = useCalls();
  const date = useDate();
  const queryClient = useQueryClient();
  const [keyType, setKeyType] = useState<KeyType>('ecdsa-p256');
  const [revoking, setRevoking] = useState<number | null>(null);
  const person = useQuery({
    queryKey: ['certificates', 'person', personId],
    queryFn: () => callRoute(api, 'certificatePerson', { PERSON_ID: personId ?? undefined }),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['certificates'] });
  const issue = useMutation({ mutationFn: (id: number) => callRoute(api, 'certificateIssue', { PERSON_ID: id, KEY_TYPE: keyType }), onSettled: refresh });
  const revoke = useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => callRoute(api, 'certificateRevoke', { CERTIFICATE_ID: id, REASON: reason }),
    onSettled: () => {
      setRevoking(null);
      refresh();
    },
  });
  const reply = person.data;
  if (reply && reply.status !== 'success') return <Alert severity="error">{reply.message}</Alert>;
  if (!reply) return null;
  const hasValid = reply.items.some((item) => item.STATUS === 'valid');
  return (
    <Section title={reply.person.NAME} testId="certificate-person">
      <Outcome reply={(issue.data ?? revoke.data) as ReplyOf<'certificateRevoke'> | undefined} />
      {reply.canManage && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
          <KeyTypeField value={keyType} onChange={setKeyType} />
          <Button variant="contained" loading={issue.isPending} onClick={() => issue.mutate(reply.person.PERSON_ID)}>
            {hasValid ? t('settings.certificates.renew') : t('settings.certificates.issue')}
          </Button>
        </Stack>
      )}
      {reply.items.length === 0 ? (
        <Typography variant="body2">{t('settings.certificates.noCertificates')}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('settings.certificates.serial')}</TableCell>
              <TableCell>{t('settings.certificates.state')}</TableCell>
              <TableCell>{t('settings.certificates.source')}</TableCell>
              <TableCell>{t('settings.certificates.keyType')}</TableCell>
              <TableCell>{t('settings.certificates.notAfter')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {reply.items.map((item) => (
              <TableRow key={item.CERTIFICATE_ID}>
                <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{item.SERIAL}</TableCell>
                <TableCell>
                  <StatusChip status={item.STATUS} />
                  {item.REVOKE_REASON && (
                    <Typography variant="caption" sx={{ display: 'block' }}>
                      {item.REVOKE_REASON}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{t(`settings.certificates.sources.${item.SOURCE}`)}</TableCell>
                <TableCell>{item.KEY_TYPE === 'other' ? '-' : t(`settings.certificates.keyTypes.${item.KEY_TYPE}`)}</TableCell>
                <TableCell>{date(item.NOT_AFTER)}</TableCell>
                <TableCell align="right">
                  {reply.canManage && item.STATUS !== 'revoked' && item.STATUS !== 'expired' && (
                    <Button size="small" color="error" onClick={() => setRevoking(item.CERTIFICATE_ID)}>
                      {t('settings.certificates.revoke')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <ReasonDialog
        key={revoking ?? 0}
        open={revoking !== null}
        title={t('settings.certificates.revokeTitle')}
        pending={revoke.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={(reason) => revoking !== null && revoke.mutate({ id: revoking, reason })}
      />
    </Section>
  );
}

function CertificateRequests() {
  const { t } = useTranslation();
  const { api } = useCalls();
  const date = useDate();
  const queryClient = useQueryClient();
  const [keyType, setKeyType] = useState<KeyType>('ecdsa-p256');
  const [rejecting, setRejecting] = useState<number | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['certificates'] });
  const pending = useQuery({ queryKey: ['certificates', 'requests'], queryFn: () => callRoute(api, 'certificateRequests') });
  const ask = useMutation({ mutationFn: () => callRoute(api, 'certificateRequestCreate', { KEY_TYPE: keyType }), onSettled: refresh });
  const decide = useMutation({
    mutationFn: (decision: { id: number; approve: boolean; reason?: string }) =>
      callRoute(api, 'certificateRequestDecide', { REQUEST_ID: decision.id, DECISION: decision.approve ? 'approve' : 'reject', REASON: decision.reason }),
    onSettled: () => {
      setRejecting(null);
      refresh();
    },
  });
  const list = pending.data;
  return (
    <>
      {list?.status === 'success' && (
        <Section title={t('settings.certificates.pendingRequests')} testId="certificate-requests">
          <Outcome reply={decide.data} />
          {list.items.length === 0 ? (
            <Typography variant="body2">{t('settings.certificates.noPending')}</Typography>
          ) : (
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('settings.certificates.person')}</TableCell>
                  <TableCell>{t('settings.certificates.department')}</TableCell>
                  <TableCell>{t('settings.certificates.keyType')}</TableCell>
                  <TableCell>{t('settings.certificates.requestedAt')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {list.items.map((request) => (
                  <TableRow key={request.REQUEST_ID}>
                    <TableCell>{request.NAME}</TableCell>
                    <TableCell>{request.DEPARTMENT ?? '-'}</TableCell>
                    <TableCell>{t(`settings.certificates.keyTypes.${request.KEY_TYPE}`)}</TableCell>
                    <TableCell>{date(request.REQUESTED_AT)}</TableCell>
                    <TableCell align="right">
                      <Button
                        size="small"
                        loading={decide.isPending && decide.variables?.id === request.REQUEST_ID && decide.variables.approve}
                        onClick={() => decide.mutate({ id: request.REQUEST_ID, approve: true })}
                      >
                        {t('settings.certificates.approve')}
                      </Button>
                      <Button size="small" color="error" onClick={() => setRejecting(request.REQUEST_ID)}>
                        {t('settings.certificates.reject')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          <ReasonDialog
            key={rejecting ?? 0}
            open={rejecting !== null}
            title={t('settings.certificates.rejectTitle')}
            pending={decide.isPending}
            onClose={() => setRejecting(null)}
            onConfirm={(reason) => rejecting !== null && decide.mutate({ id: rejecting, approve: false, reason })}
          />
        </Section>
      )}
      <Section title={t('settings.certificates.askTitle')} testId="certificate-ask">
        <Outcome reply={ask.data} />
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          {t('settings.certificates.askHint')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <KeyTypeField value={keyType} onChange={setKeyType} />
          <Button variant="contained" loading={ask.isPending} onClick={() => ask.mutate()}>
            {t('settings.certificates.ask')}
          </Button>
        </Stack>
      </Section>
      <Section title={t('settings.certificates.importTitle')}>
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          {t('settings.certificates.importHint')}
        </Typography>
        <Pkcs12Import name="certificateImport" label={t('settings.certificates.import')} onDone={refresh} />
      </Section>
      <PersonCertificates personId={null} />
    </>
  );
}

function AutoIssueRules() {
  const { t } = useTranslation();
  const { api } = useCalls();
  const queryClient = useQueryClient();
  const [department, setDepartment] = useState('');
  const [role, setRole] = useState('');
  const [keyType, setKeyType] = useState<KeyType>('ecdsa-p256');
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['certificates'] });
  const rules = useQuery({ queryKey: ['certificates', 'rules'], queryFn: () => callRoute(api, 'certificateAutoRules') });
  const save = useMutation({
    mutationFn: () =>
      callRoute(api, 'certificateAutoRuleSave', {
        DEPARTMENT_ID: department ? Number(department) : undefined,
        ROLE_ID: role ? Number(role) : undefined,
        KEY_TYPE: keyType,
      }),
    onSettled: refresh,
  });
  const remove = useMutation({ mutationFn: (id: number) => callRoute(api, 'certificateAutoRuleDelete', { RULE_ID: id }), onSettled: refresh });
  const reply = rules.data;
  if (reply && reply.status !== 'success') return <Alert severity="info">{reply.message}</Alert>;
  if (!reply) return null;
  return (
    <>
      <Section title={t('settings.certificates.addRule')} testId="certificate-rule-form">
        <Outcome reply={save.data ?? remove.data} />
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          {t('settings.certificates.ruleHint')}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
          <TextField
            select
            size="small"
            label={t('settings.certificates.department')}
            value={department}
            onChange={(event) => setDepartment(event.target.value)}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value="">{t('settings.certificates.any')}</MenuItem>
            {reply.departments.map((entry) => (
              <MenuItem key={entry.id} value={String(entry.id)}>
                {entry.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('settings.certificates.role')}
            value={role}
            onChange={(event) => setRole(event.target.value)}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value="">{t('settings.certificates.any')}</MenuItem>
            {reply.roles.map((entry) => (
              <MenuItem key={entry.id} value={String(entry.id)}>
                {entry.name}
              </MenuItem>
            ))}
          </TextField>
          <KeyTypeField value={keyType} onChange={setKeyType} />
          <Button variant="contained" disabled={!department && !role} loading={save.isPending} onClick={() => save.mutate()}>
            {t('settings.certificates.saveRule')}
          </Button>
        </Stack>
      </Section>
      <Section title={t('settings.certificates.pages.certificatePersonAuto')} testId="certificate-rules">
        {reply.items.length === 0 ? (
          <Typography variant="body2">{t('settings.certificates.noRules')}</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('settings.certificates.department')}</TableCell>
                <TableCell>{t('settings.certificates.role')}</TableCell>
                <TableCell>{t('settings.certificates.keyType')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {reply.items.map((rule) => (
                <TableRow key={rule.RULE_ID}>
                  <TableCell>{rule.DEPARTMENT_NAME ?? t('settings.certificates.any')}</TableCell>
                  <TableCell>{rule.ROLE_NAME ?? t('settings.certificates.any')}</TableCell>
                  <TableCell>{t(`settings.certificates.keyTypes.${rule.KEY_TYPE}`)}</TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      color="error"
                      loading={remove.isPending && remove.variables === rule.RULE_ID}
                      onClick={() => remove.mutate(rule.RULE_ID)}
                    >
                      {t('settings.certificates.deleteRule')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Section>
    </>
  );
}
