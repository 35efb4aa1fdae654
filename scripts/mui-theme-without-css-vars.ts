/**
 * A build step for the client: MUI's createTheme carries, beside the plain theme builder, the
 * whole CSS-variables machinery (colour schemes, variable prefixes, the selectors that switch
 * them), about 5 KB of gzipped JavaScript on every page, the login page included. createTheme
 * hands over to the plain builder (createThemeNoVars) whenever it is called without
 * `colorSchemes` and without `cssVariables`, and that is how the portal and MUI's own default
 * theme call it; so the build points MUI's imports of createTheme at the plain builder and the
 * machinery is never bundled. The tenant theme must therefore not ask for colour schemes or CSS
 * variables (widgets/theme/tenant-theme.ts says so where the theme is made).
 */
import path from 'node:path';
import type { Plugin } from 'vite';

const MUI_STYLES = `${path.sep}@mui${path.sep}material${path.sep}styles${path.sep}`;

export function muiThemeWithoutCssVars(): Plugin {
  return {
    name: 'mui-theme-without-css-vars',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './createTheme.mjs' || !importer || !path.normalize(importer).includes(MUI_STYLES)) return null;
      return path.join(path.dirname(importer), 'createThemeNoVars.mjs');
    },
  };
}
