/**
 * The user side panel: avatar, full name, position, e-mail, sign-out, and
 * links to my profile, account settings and change password, and, where the organisation
 * offers LINE (its manifest's lineService), to linking LINE. There is no chat panel
 * with static sample text, on purpose: it would not be real behaviour.
 */
import { Link as RouterLink } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import KeyRounded from '@mui/icons-material/KeyRounded';
import Logout from '@mui/icons-material/Logout';
import ManageAccountsRounded from '@mui/icons-material/ManageAccountsRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import ChatRounded from '@mui/icons-material/ChatRounded';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../engine/portal/routes';
import { usePortal } from '../portal/PortalContext';
import type { SignedInPerson } from './UserSummary';

export interface UserPanelProps {
  open: boolean;
  onClose: () => void;
  person: SignedInPerson | null;
  email: string | null;
  onSignOut: () => void;
}

const LINKS = [
  { path: ROUTES.profile.path, key: 'master.panel.profile', icon: PersonRounded, testId: 'panel-profile-link' },
  { path: ROUTES.accountInformation.path, key: 'master.panel.accountSettings', icon: ManageAccountsRounded, testId: 'panel-account-link' },
  { path: ROUTES.changePassword.path, key: 'master.changePassword', icon: KeyRounded, testId: 'panel-change-password-link' },
];

/** The LINE page, for organisations that offer LINE. */
const LINE_LINK = { path: ROUTES.accountLineService.path, key: ROUTES.accountLineService.titleKey, icon: ChatRounded, testId: 'panel-line-link' };

export function initialsOf(person: SignedInPerson): string {
  return [person.firstName, person.lastName].map((part) => part.trim().slice(0, 1)).join('');
}

export function UserPanel({ open, onClose, person, email, onSignOut }: UserPanelProps) {
  const { t } = useTranslation();
  const { caps } = usePortal();
  const fullName = person ? `${person.firstName} ${person.lastName}`.trim() : '';
  const links = caps.features.lineService ? [...LINKS, LINE_LINK] : LINKS;
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '86vw', sm: 340 }, maxWidth: 360 }, 'aria-label': t('master.panel.title') } as object }}
    >
      <Box data-testid="user-panel" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
          <IconButton onClick={onClose} aria-label={t('master.panel.close')}>
            <CloseRounded />
          </IconButton>
        </Box>
        {person && (
          <Box sx={{ display: 'grid', justifyItems: 'center', textAlign: 'center', gap: 0.5, px: 3, pb: 3 }}>
            <Avatar
              src={person.avatarUrl}
              alt={fullName}
              data-testid="panel-avatar"
              sx={{ width: 88, height: 88, mb: 1.5, fontSize: '2rem', bgcolor: 'primary.main', boxShadow: '0 0 0 4px rgba(0,0,0,.06)' }}
            >
              {initialsOf(person)}
            </Avatar>
            <Typography data-testid="panel-name" variant="h6" component="p" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
              {fullName}
            </Typography>
            {person.position && (
              <Typography data-testid="panel-position" color="text.secondary">
                {person.position}
              </Typography>
            )}
            {email && (
              <Typography
                data-testid="panel-email"
                variant="body2"
                color="text.secondary"
                sx={{ display: 'flex', alignItems: 'center', gap: 0.75, wordBreak: 'break-all' }}
              >
                <MailOutlineRounded fontSize="inherit" aria-hidden />
                {email}
              </Typography>
            )}
            <Button variant="outlined" color="primary" startIcon={<Logout />} onClick={onSignOut} data-testid="panel-sign-out" sx={{ mt: 2 }}>
              {t('master.signOut')}
            </Button>
          </Box>
        )}
        <Divider />
        <List component="nav" aria-label={t('master.panel.title')}>
          {links.map(({ path, key, icon: Icon, testId }) => (
            <ListItemButton key={path} component={RouterLink} to={path} onClick={onClose} data-testid={testId}>
              <ListItemIcon sx={{ minWidth: 40 }}>
                <Icon aria-hidden />
              </ListItemIcon>
              <ListItemText primary={t(key)} />
            </ListItemButton>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
