/** MUI icons for the server's MENU_ICON names (menus table); an unknown name gets a neutral icon. */
import type { SvgIconComponent } from '@mui/icons-material';
import DashboardRounded from '@mui/icons-material/DashboardRounded';
import DescriptionRounded from '@mui/icons-material/DescriptionRounded';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import LinkRounded from '@mui/icons-material/LinkRounded';
import MenuBookRounded from '@mui/icons-material/MenuBookRounded';
import SettingsRounded from '@mui/icons-material/SettingsRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';

const ICONS: Readonly<Record<string, SvgIconComponent>> = {
  Dashboard: DashboardRounded,
  Description: DescriptionRounded,
  History: HistoryRounded,
  Link: LinkRounded,
  MenuBook: MenuBookRounded,
  Settings: SettingsRounded,
};

export function menuIconOf(name: string): SvgIconComponent {
  return (Object.hasOwn(ICONS, name) ? ICONS[name] : undefined) ?? ChevronRightRounded;
}
