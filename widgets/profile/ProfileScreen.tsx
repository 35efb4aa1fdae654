/**
 * The self-service pages: /profile (the person's own record) and /account-information (their
 * account: username, directory account, roles). Both show the record the organisation keeps
 * as read-only text, and let the person change only what is theirs to keep: their picture
 * (png, jpg or jpeg, the size limit the server states shown beside the button) and their
 * e-mail and phone. The server checks every change again; its Thai refusal is shown as it is.
 * The ID card number arrives masked and is shown so.
 */
import { useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Profile } from '../../engine/api/profile-calls';
import { isEmail, thaiPhoneDigits } from '../../engine/format/contact';
import { formatBytes } from '../../engine/format/byte-size';
import { formatThaiDate } from '../../engine/format/thai-date';
import { SignatureSection } from '../signing/SignatureSection';
import { useOwnPicture, useProfile, useSaveContact, useUploadPicture } from './profile-queries';

export type ProfileView = 'profile' | 'account';

type Answer = { severity: 'success' | 'error'; message: string } | null;

function Section({ title, note, children, testId }: { title: string; note?: string; children: ReactNode; testId: string }) {
  const id = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} data-testid={testId} sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 700, mb: note ? 0.5 : 2 }}>
        {title}
      </Typography>
      {note && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {note}
        </Typography>
      )}
      {children}
    </Paper>
  );
}

/** Label and value pairs, read-only (a description list, so a screen reader pairs them). */
function Facts({ rows }: { rows: [label: string, value: ReactNode, testId: string][] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, columnGap: 2, rowGap: 1, m: 0 }}>
      {rows.map(([label, value, testId]) => (
        <Box key={testId} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" data-testid={testId} sx={{ m: 0, mb: { xs: 1, sm: 0 }, fontWeight: 500, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function PictureSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const picture = useOwnPicture(profile.HAS_PICTURE);
  const upload = useUploadPicture();
  const input = useRef<HTMLInputElement>(null);
  const [answer, setAnswer] = useState<Answer>(null);
  const types = profile.PICTURE_TYPES.join(', ');
  const max = formatBytes(profile.PICTURE_MAX_BYTES, 1);
  const fullName = `${profile.F_FIRST_NAME} ${profile.F_LAST_NAME}`;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // The same limits the server applies, checked first so a wrong file is refused at once; the server still checks the content.
    const extension = /\.([A-Za-z]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
    if (!profile.PICTURE_TYPES.includes(extension)) return setAnswer({ severity: 'error', message: t('profile.pictureWrongType', { types }) });
    if (file.size > profile.PICTURE_MAX_BYTES)
      return setAnswer({ severity: 'error', message: t('profile.pictureTooLarge', { size: formatBytes(file.size, 1), max }) });
    setAnswer(null);
    upload.mutate(file, {
      onSuccess: ({ reply }) => setAnswer({ severity: reply.status === 'success' ? 'success' : 'error', message: reply.message }),
      onError: () => setAnswer({ severity: 'error', message: t('dialog.unknownError') }),
    });
  };

  return (
    <Section title={t('profile.sections.picture')} testId="profile-picture-section">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
        <Avatar
          src={picture.data ?? undefined}
          alt={t('profile.pictureAlt', { name: fullName })}
          data-testid="profile-picture"
          sx={{ width: 112, height: 112, fontSize: 40 }}
        >
          {profile.F_FIRST_NAME.slice(0, 1)}
        </Avatar>
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <input ref={input} type="file" hidden accept=".png,.jpg,.jpeg,image/png,image/jpeg" onChange={choose} data-testid="profile-picture-input" />
          <Button
            variant="outlined"
            onClick={() => input.current?.click()}
            disabled={upload.isPending}
            startIcon={upload.isPending ? <CircularProgress size={16} /> : undefined}
          >
            {t('profile.choosePicture')}
          </Button>
          <Typography variant="body2" color="text.secondary" data-testid="profile-picture-hint">
            {t('profile.pictureHint', { types, size: max })}
          </Typography>
        </Stack>
      </Stack>
      {answer && (
        <Alert severity={answer.severity} sx={{ mt: 2 }} data-testid="profile-picture-answer">
          {answer.message}
        </Alert>
      )}
    </Section>
  );
}

function ContactSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const save = useSaveContact();
  const [email, setEmail] = useState(profile.F_EMAIL ?? '');
  const [phone, setPhone] = useState(profile.F_PHONE ?? '');
  const [touched, setTouched] = useState(false);
  const [answer, setAnswer] = useState<Answer>(null);
  const emailError = touched && email.trim() !== '' && !isEmail(email.trim());
  const phoneError = touched && phone.trim() !== '' && thaiPhoneDigits(phone) === null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if ((email.trim() !== '' && !isEmail(email.trim())) || (phone.trim() !== '' && thaiPhoneDigits(phone) === null)) return;
    save.mutate(
      { F_EMAIL: email.trim(), F_PHONE: phone.trim() },
      {
        onSuccess: (reply) => {
          setAnswer({ severity: reply.status === 'success' ? 'success' : 'error', message: reply.message });
          if (reply.status === 'success') setPhone(reply.item.F_PHONE ?? '');
        },
        onError: () => setAnswer({ severity: 'error', message: t('dialog.unknownError') }),
      },
    );
  };

  return (
    <Section title={t('profile.sections.contact')} note={t('profile.contactNote')} testId="profile-contact-section">
      <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ maxWidth: 480 }}>
        <TextField
          label={t('profile.fields.email')}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={emailError}
          helperText={emailError ? t('profile.emailInvalid') : ' '}
          slotProps={{ htmlInput: { maxLength: 254, 'data-testid': 'profile-email' } }}
        />
        <TextField
          label={t('profile.fields.phone')}
          type="tel"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          error={phoneError}
          helperText={phoneError ? t('profile.phoneInvalid') : t('profile.phoneHelp')}
          slotProps={{ htmlInput: { maxLength: 40, 'data-testid': 'profile-phone' } }}
        />
        {answer && (
          <Alert severity={answer.severity} data-testid="profile-contact-answer">
            {answer.message}
          </Alert>
        )}
        <Button type="submit" variant="contained" disabled={save.isPending} sx={{ alignSelf: 'flex-start', px: 4 }}>
          {t('profile.save')}
        </Button>
      </Stack>
    </Section>
  );
}

export function ProfileScreen({ view }: { view: ProfileView }) {
  const { t } = useTranslation();
  const query = useProfile();
  const profile = query.data;
  const dash = '-';
  const text = (value: string | null) => (value === null || value === '' ? dash : value);
  const title = t(view === 'profile' ? 'route.profile' : 'route.accountInformation');

  if (query.isError) return <Alert severity="error">{t('profile.loadError')}</Alert>;
  if (!profile) return <CircularProgress aria-label={title} sx={{ display: 'block', mx: 'auto', my: 6 }} />;

  const work: [string, ReactNode, string][] = [
    [t('profile.fields.employeeCode'), text(profile.F_EMPLOYEE_CODE), 'profile-employee-code'],
    [t('profile.fields.position'), text(profile.F_POSITION_NAME), 'profile-position'],
    [t('profile.fields.employeeType'), text(profile.F_EMPLOYEE_TYPE_NAME), 'profile-employee-type'],
    [t('profile.fields.department'), text(profile.F_DEPT_NAME), 'profile-department'],
  ];
  const personal: [string, ReactNode, string][] = [
    [t('profile.fields.firstName'), profile.F_FIRST_NAME, 'profile-first-name'],
    [t('profile.fields.lastName'), profile.F_LAST_NAME, 'profile-last-name'],
    [t('profile.fields.idCard'), text(profile.F_ID_CARD_MASKED), 'profile-id-card'],
    [t('profile.fields.gender'), profile.F_GENDER ? t(`profile.gender.${profile.F_GENDER}`) : dash, 'profile-gender'],
    [t('profile.fields.birthday'), profile.F_BIRTHDAY ? formatThaiDate(profile.F_BIRTHDAY, { month: 'long' }) : dash, 'profile-birthday'],
    [t('profile.fields.bloodType'), text(profile.F_BLOOD_TYPE), 'profile-blood-type'],
    [t('profile.fields.nationality'), text(profile.F_NATIONALITY), 'profile-nationality'],
    [t('profile.fields.race'), text(profile.F_RACE), 'profile-race'],
    [t('profile.fields.address'), text(profile.F_ADDRESS), 'profile-address'],
  ];
  const roles =
    profile.ROLES.length === 0 ? (
      t('profile.noRoles')
    ) : (
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        {profile.ROLES.map((role) => (
          <Chip key={`${role.ROLE_NAME}|${role.DEPT_NAME}`} size="small" label={`${role.ROLE_NAME} · ${role.DEPT_NAME}`} />
        ))}
      </Stack>
    );
  const account: [string, ReactNode, string][] = [
    [t('profile.fields.fullName'), `${profile.F_FIRST_NAME} ${profile.F_LAST_NAME}`, 'profile-full-name'],
    [t('profile.fields.username'), profile.F_USERNAME, 'profile-username'],
    [t('profile.fields.directoryUser'), text(profile.F_DIRECTORY_USER), 'profile-directory-user'],
    [t('profile.fields.roles'), roles, 'profile-roles'],
  ];

  const readOnly = t('profile.readOnlyNote');
  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto', py: 1 }} data-testid={`profile-screen-${view}`}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <PictureSection profile={profile} />
      {view === 'profile' ? (
        <Section title={t('profile.sections.personal')} note={readOnly} testId="profile-personal-section">
          <Facts rows={personal} />
        </Section>
      ) : (
        <Section title={t('profile.sections.account')} note={readOnly} testId="profile-account-section">
          <Facts rows={account} />
        </Section>
      )}
      <Section title={t('profile.sections.work')} note={readOnly} testId="profile-work-section">
        <Facts rows={work} />
      </Section>
      <ContactSection profile={profile} />
      {view === 'profile' && (
        <SignatureSection
          fullName={`${profile.F_FIRST_NAME} ${profile.F_LAST_NAME}`}
          frame={(content) => (
            <Section title={t('signing.section.title')} note={t('signing.section.note')} testId="profile-signature-section">
              {content}
            </Section>
          )}
        />
      )}
    </Stack>
  );
}
