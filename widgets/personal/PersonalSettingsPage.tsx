/**
 * /system-setting: the person's own settings, each applied the moment it changes.
 * - Language: the tenant's languages, switched as the header's flag menu switches them.
 * - Notifications: every event with a switch per channel (in the portal, e-mail, and LINE where
 *   the organisation has it); a channel the administrator does not offer for an event is shown
 *   off and cannot be turned on.
 * - The electronic signature: the same section as on the profile page.
 * - LINE, where the organisation offers it: whether it is linked, and the way to its page.
 */
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChoiceChannel, NotificationChoice } from '../../engine/api/notification-choice-calls';
import { ROUTES } from '../../engine/portal/routes';
import { languageLabel } from '../master/language-label';
import { useLanguageChoice } from '../portal/LanguageContext';
import { usePortal } from '../portal/PortalContext';
import { useProfile } from '../profile/profile-queries';
import { SignatureSection } from '../signing/SignatureSection';
import { useNotificationChoices, useSaveNotificationChoice } from './personal-queries';

const CHANNELS: { channel: ChoiceChannel; field: 'PORTAL' | 'EMAIL' | 'LINE'; key: string }[] = [
  { channel: 'portal', field: 'PORTAL', key: 'personal.channel.portal' },
  { channel: 'email', field: 'EMAIL', key: 'personal.channel.email' },
  { channel: 'line', field: 'LINE', key: 'personal.channel.line' },
];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}>
      <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function NotificationChoices() {
  const { t } = useTranslation();
  const choices = useNotificationChoices();
  const save = useSaveNotificationChoice();
  if (choices.isPending) return <CircularProgress aria-label={t('personal.notifications')} />;
  if (choices.isError) return <Alert severity="error">{choices.error.message || t('personal.loadFailed')}</Alert>;
  const channels = CHANNELS.filter(({ channel }) => channel !== 'line' || choices.data.LINE_ENABLED);
  const cell = (item: NotificationChoice, { channel, field, key }: (typeof CHANNELS)[number]) => {
    const offered = item.OFFERED[field];
    // The switch moves as soon as it is clicked; the server's answer then confirms it.
    const asked = save.isPending && save.variables.eventKey === item.EVENT_KEY && save.variables.channel === channel ? save.variables.on : null;
    return (
      <TableCell key={channel} align="center">
        <Switch
          checked={offered && (asked ?? item[field])}
          disabled={!offered || save.isPending}
          onChange={(event) => save.mutate({ eventKey: item.EVENT_KEY, channel, on: event.target.checked })}
          slotProps={{ input: { 'aria-label': `${item.NAME}: ${t(key)}` } }}
          data-testid={`choice-${item.EVENT_KEY}-${channel}`}
        />
      </TableCell>
    );
  };
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('personal.notificationsIntro')}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" data-testid="notification-choices">
          <TableHead>
            <TableRow>
              <TableCell>{t('personal.event')}</TableCell>
              {channels.map(({ channel, key }) => (
                <TableCell key={channel} align="center">
                  {t(key)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {choices.data.items.map((item) => (
              <TableRow key={item.EVENT_KEY}>
                <TableCell component="th" scope="row">
                  {item.NAME}
                </TableCell>
                {channels.map((entry) => cell(item, entry))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {save.isError && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {save.error.message || t('personal.saveFailed')}
        </Alert>
      )}
    </>
  );
}

export default function PersonalSettingsPage() {
  const { t } = useTranslation();
  const { caps } = usePortal();
  const { language, change } = useLanguageChoice();
  const profile = useProfile();
  // The signature image's text alternative names the person once their profile is in.
  const fullName = profile.data ? `${profile.data.F_FIRST_NAME} ${profile.data.F_LAST_NAME}` : '';
  const languages = caps.language.available;
  return (
    <Stack spacing={3} data-testid="personal-settings">
      <Box>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {t(ROUTES.systemSetting.titleKey)}
        </Typography>
        <Typography color="text.secondary">{t('personal.intro')}</Typography>
      </Box>
      <Section id="personal-language" title={t('personal.language')}>
        <RadioGroup aria-labelledby="personal-language" value={language} onChange={(event) => change(event.target.value)} data-testid="personal-language">
          {languages.map((option) => (
            <FormControlLabel key={option} value={option} control={<Radio />} label={languageLabel(t, option, languages)} />
          ))}
        </RadioGroup>
      </Section>
      <Section id="personal-notifications" title={t('personal.notifications')}>
        <NotificationChoices />
      </Section>
      <SignatureSection
        fullName={fullName}
        frame={(content) => (
          <Section id="personal-signature" title={t('signing.section.title')}>
            {content}
          </Section>
        )}
      />
      {caps.features.lineService && (
        <Section id="personal-line" title={t(ROUTES.accountLineService.titleKey)}>
          <Typography sx={{ mb: 1 }}>{t('personal.lineIntro')}</Typography>
          <Link component={RouterLink} to={ROUTES.accountLineService.path} data-testid="personal-line-link">
            {t('personal.lineOpen')}
          </Link>
        </Section>
      )}
    </Stack>
  );
}
