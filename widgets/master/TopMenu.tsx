/**
 * The top menu: the signed-in person's menu from the
 * server (get-authen-user-menu-permission-header-bottom). A route action is a client link
 * with menuID, query and manage as params (the path holds menuID where it has one; all three
 * ride in the route state); 'sarabun' is a plain full-page link to `{base}sarabun`.
 * Horizontal in the desktop header, a vertical list in the mobile drawer.
 */
import { NavLink } from 'react-router';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { menusOf, type MenuItem } from '../../engine/api/portal-calls';
import { menuLink, type MenuLink } from '../../engine/portal/menu-links';
import { useCalls } from '../portal/CallsContext';
import { usePortal } from '../portal/PortalContext';
import { menuIconOf } from './menu-icons';

export const MENUS_QUERY_KEY = ['portal', 'menus'] as const;

/** The person's menu entries with their links; entries whose action has no route here are left out. */
export function useTopMenu(base: string): { entries: { item: MenuItem; link: Exclude<MenuLink, { kind: 'unknown' }> }[]; loading: boolean } {
  const { portal } = useCalls();
  const { store } = usePortal();
  const query = useQuery({
    queryKey: MENUS_QUERY_KEY,
    queryFn: async () => {
      const reply = await portal.getMenus();
      const items = menusOf(reply);
      // Kept under the portal's `_menu` key for the session (cleared on sign-out); the server still checks every call.
      if (reply.status === 'success') store.set('menu', items);
      return items;
    },
    staleTime: Infinity,
  });
  const entries = (query.data ?? []).flatMap((item) => {
    const link = menuLink(item, base);
    return link.kind === 'unknown' ? [] : [{ item, link }];
  });
  return { entries, loading: query.isPending };
}

function useMenuLabel() {
  const { t } = useTranslation();
  // MENU_NAME_ENG is a key such as 'menu.manual'; the portal keeps those names under master.
  return (item: MenuItem) => t([`master.${item.MENU_NAME_ENG}`, `route.${item.MENU_ACTION}`], { defaultValue: item.MENU_NAME_ENG });
}

const linkSx = {
  display: 'flex',
  alignItems: 'center',
  gap: 0.75,
  px: 1.5,
  py: 1.25,
  color: 'text.primary',
  textDecoration: 'none',
  fontWeight: 500,
  fontSize: '0.95rem',
  whiteSpace: 'nowrap',
  borderBottom: '3px solid transparent',
  '&:hover': { color: 'primary.main', bgcolor: 'action.hover' },
  '&.active': { color: 'primary.main', borderBottomColor: 'primary.main', fontWeight: 700 },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
} as const;

export function TopMenuBar({ base }: { base: string }) {
  const { t } = useTranslation();
  const label = useMenuLabel();
  const { entries, loading } = useTopMenu(base);
  return (
    <Box
      component="nav"
      aria-label={t('master.topMenu')}
      data-testid="top-menu"
      sx={{ bgcolor: 'background.paper', borderBottom: '1px solid', borderColor: 'divider', boxShadow: '0 1px 3px rgba(15,23,42,.06)' }}
    >
      <Box
        component="ul"
        sx={{ display: 'flex', alignItems: 'stretch', gap: 0.5, listStyle: 'none', m: 0, px: { md: 2, lg: 3 }, overflowX: 'auto', minHeight: 48 }}
      >
        {loading && [0, 1, 2, 3].map((i) => <Skeleton key={i} component="li" variant="text" width={110} sx={{ alignSelf: 'center', mx: 1.5 }} />)}
        {entries.map(({ item, link }) => {
          const Icon = menuIconOf(item.MENU_ICON);
          const content = (
            <>
              <Icon fontSize="small" aria-hidden />
              {label(item)}
            </>
          );
          return (
            <li key={item.MENU_ID} style={{ display: 'flex' }}>
              {link.kind === 'fullPage' ? (
                <Box component="a" href={link.href} sx={linkSx} data-testid={`menu-${item.MENU_ACTION}`}>
                  {content}
                </Box>
              ) : (
                <Box component={NavLink} to={link.path} state={link.params} end={link.path === '/'} sx={linkSx} data-testid={`menu-${item.MENU_ACTION}`}>
                  {content}
                </Box>
              )}
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

/** The same entries as a list, for the mobile menu drawer; `onNavigate` closes the drawer. */
export function TopMenuList({ base, onNavigate }: { base: string; onNavigate: () => void }) {
  const { t } = useTranslation();
  const label = useMenuLabel();
  const { entries, loading } = useTopMenu(base);
  return (
    <List component="nav" aria-label={t('master.topMenu')} data-testid="top-menu-list">
      {loading && [0, 1, 2].map((i) => <Skeleton key={i} variant="text" sx={{ mx: 2, my: 1 }} />)}
      {entries.map(({ item, link }) => {
        const Icon = menuIconOf(item.MENU_ICON);
        const inner = (
          <>
            <ListItemIcon sx={{ minWidth: 40 }}>
              <Icon aria-hidden />
            </ListItemIcon>
            <ListItemText primary={label(item)} />
          </>
        );
        return link.kind === 'fullPage' ? (
          <ListItemButton key={item.MENU_ID} component="a" href={link.href}>
            {inner}
          </ListItemButton>
        ) : (
          <ListItemButton
            key={item.MENU_ID}
            component={NavLink}
            to={link.path}
            state={link.params}
            end={link.path === '/'}
            onClick={onNavigate}
            sx={{ '&.active': { bgcolor: 'action.selected', color: 'primary.main' } }}
          >
            {inner}
          </ListItemButton>
        );
      })}
    </List>
  );
}
