/**
 * The frame of every settings address: the heading (breadcrumb and title), the side navigation
 * beside the page (above it on narrow screens), and the page itself. A person who may open no
 * settings page at all gets the page alone, without an empty navigation.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { SettingsHeading } from './SettingsHeading';
import { SettingsNav, type SettingsNavGroup } from './SettingsNav';

export interface SettingsLayoutProps {
  menuID: string;
  /** The page's title, or null on the home. */
  pageTitle: string | null;
  groups: readonly SettingsNavGroup[] | null;
  /** The page listed as current in the navigation. */
  current: string | null;
  /** Breadcrumb steps between the settings home and the page (a nested page's parent). */
  trail?: readonly { label: string; to?: string }[];
  children: ReactNode;
}

export function SettingsLayout({ menuID, pageTitle, groups, current, trail, children }: SettingsLayoutProps) {
  const withNav = groups !== null && groups.some((group) => group.pages.length > 0);
  return (
    <Box data-testid="settings" sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 2, md: 3 } }}>
      <SettingsHeading menuID={menuID} pageTitle={pageTitle} trail={trail} />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: withNav ? { xs: 'minmax(0, 1fr)', md: '280px minmax(0, 1fr)' } : 'minmax(0, 1fr)',
          alignItems: 'start',
        }}
      >
        {withNav && <SettingsNav menuID={menuID} groups={groups} current={current} />}
        <Box sx={{ minWidth: 0 }}>{children}</Box>
      </Box>
    </Box>
  );
}
