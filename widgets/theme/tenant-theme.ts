/**
 * The MUI theme of the active tenant: colours come from the manifest (caps.branding.theme),
 * type is the Sarabun web font shipped with the app, so Thai renders the same on every
 * machine whatever fonts it has installed.
 */
import { createTheme, type Theme } from '@mui/material/styles';
import type { Capabilities } from '../../engine/tenant/capabilities';

export const FONT_FAMILY = ['Sarabun', 'system-ui', '-apple-system', '"Segoe UI"', 'Tahoma', 'sans-serif'].join(',');

// No `colorSchemes` or `cssVariables` here: the client build bundles only MUI's plain theme
// builder (scripts/mui-theme-without-css-vars.ts), which is what createTheme runs without them.
export function createTenantTheme(caps: Capabilities): Theme {
  const colours = caps.branding.theme;
  return createTheme({
    palette: {
      primary: { main: colours.primary },
      secondary: { main: colours.secondary },
      background: { default: colours.background, paper: '#ffffff' },
      // Slightly darker greys than MUI's defaults: helper and secondary text keep 4.5:1 on white.
      text: { primary: '#1c2430', secondary: '#4a5566' },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: FONT_FAMILY,
      // Thai glyphs carry marks above and below the line: give them room.
      body1: { lineHeight: 1.7 },
      body2: { lineHeight: 1.65 },
      button: { textTransform: 'none', fontWeight: 500, fontSize: '1rem' },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTextField: { defaultProps: { fullWidth: true } },
    },
  });
}

/** The login page backdrop colour of the tenant. */
export function loginBackgroundOf(caps: Capabilities): string {
  return caps.branding.theme.loginBackground;
}
