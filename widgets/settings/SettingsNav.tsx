/**
 * The settings side navigation: the settings home, then the pages this person may open under
 * their group's heading, in the registry's order. From the md breakpoint it is a list beside the
 * page; below it, a select above the page.
 */
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { SvgIconComponent } from '@mui/icons-material';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import FormatListNumberedOutlined from '@mui/icons-material/FormatListNumberedOutlined';
import LibraryBooksOutlined from '@mui/icons-material/LibraryBooksOutlined';
import ManageHistoryOutlined from '@mui/icons-material/ManageHistoryOutlined';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { useTranslation } from 'react-i18next';
import type { SettingsGroupId } from '../../engine/settings/settings-pages';
import { settingsHomePath, settingsPagePath } from './settings-paths';

/** One heading of the navigation with the pages listed under it. */
export interface SettingsNavGroup {
  id: SettingsGroupId;
  titleKey: string;
  pages: readonly { page: string; titleKey: string }[];
}

export interface SettingsNavProps {
  menuID: string;
  groups: readonly SettingsNavGroup[];
  /** The page shown, or null on the settings home (or an address no page answers). */
  current: string | null;
}

const GROUP_ICONS: Record<SettingsGroupId, SvgIconComponent> = {
  organisation: AccountTreeOutlined,
  people: PeopleAltOutlined,
  vocabulary: CategoryOutlined,
  registers: FormatListNumberedOutlined,
  notifications: NotificationsActiveOutlined,
  manuals: LibraryBooksOutlined,
  permissions: AdminPanelSettingsOutlined,
  audit: ManageHistoryOutlined,
  system: SettingsOutlined,
};

/** The select's value of the home: no page is called that (page ids start with a letter). */
const HOME = '__home';

const subheaderSx = { lineHeight: 2.5, fontWeight: 700, color: 'text.secondary', borderTop: 1, borderColor: 'divider', bgcolor: 'grey.50' } as const;

export function SettingsNav({ menuID, groups, current }: SettingsNavProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const navigate = useNavigate();
  const shown = groups.filter((group) => group.pages.length > 0);

  if (narrow) {
    return (
      <Box component="nav" aria-label={t('settings.navLabel')} data-testid="settings-nav">
        <TextField
          select
          fullWidth
          size="small"
          label={t('settings.choosePage')}
          value={current ?? HOME}
          onChange={(event) => void navigate(event.target.value === HOME ? settingsHomePath(menuID) : settingsPagePath(menuID, event.target.value))}
          slotProps={{ htmlInput: { 'data-testid': 'settings-nav-select' } }}
          sx={{ bgcolor: 'background.paper' }}
        >
          <MenuItem value={HOME}>{t('settings.home')}</MenuItem>
          {shown.flatMap((group) => [
            <ListSubheader key={`group-${group.id}`}>{t(group.titleKey)}</ListSubheader>,
            ...group.pages.map((entry) => (
              <MenuItem key={entry.page} value={entry.page} data-testid={`settings-nav-${entry.page}`}>
                {t(entry.titleKey)}
              </MenuItem>
            )),
          ])}
        </TextField>
      </Box>
    );
  }

  const home = current === null;
  return (
    <Paper
      component="nav"
      variant="outlined"
      aria-label={t('settings.navLabel')}
      data-testid="settings-nav"
      sx={{ borderRadius: 3, overflow: 'hidden', position: 'sticky', top: 84, boxShadow: '0 1px 2px rgba(16, 24, 40, 0.06)' }}
    >
      <List component="div" disablePadding>
        <ListItemButton
          component={RouterLink}
          to={settingsHomePath(menuID)}
          selected={home}
          aria-current={home ? 'page' : undefined}
          data-testid="settings-nav-home"
          sx={{ gap: 1.5, py: 1.25, borderLeft: 4, borderColor: home ? 'primary.main' : 'transparent' }}
        >
          <Box sx={{ display: 'grid', placeItems: 'center', width: 36, height: 36, borderRadius: '50%', bgcolor: 'action.hover', color: 'primary.main' }}>
            <TuneOutlined aria-hidden sx={{ fontSize: 20 }} />
          </Box>
          <Typography sx={{ fontWeight: 700 }}>{t('settings.home')}</Typography>
        </ListItemButton>
        {shown.map((group) => {
          const Icon = GROUP_ICONS[group.id];
          return (
            <Box key={group.id} role="group" aria-labelledby={`settings-group-${group.id}`} data-testid={`settings-group-${group.id}`}>
              <ListSubheader id={`settings-group-${group.id}`} component="div" sx={{ ...subheaderSx, display: 'flex', alignItems: 'center', gap: 1 }}>
                <Icon aria-hidden sx={{ fontSize: 18 }} />
                {t(group.titleKey)}
              </ListSubheader>
              {group.pages.map((entry) => {
                const selected = current === entry.page;
                return (
                  <ListItemButton
                    key={entry.page}
                    component={RouterLink}
                    to={settingsPagePath(menuID, entry.page)}
                    selected={selected}
                    aria-current={selected ? 'page' : undefined}
                    data-testid={`settings-nav-${entry.page}`}
                    sx={{ py: 1, pl: 3, borderLeft: 4, borderColor: selected ? 'primary.main' : 'transparent' }}
                  >
                    <Typography sx={{ fontSize: '0.95rem', fontWeight: selected ? 700 : 500 }}>{t(entry.titleKey)}</Typography>
                  </ListItemButton>
                );
              })}
            </Box>
          );
        })}
      </List>
    </Paper>
  );
}
