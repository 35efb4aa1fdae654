/**
 * The look both printed pages share: Sarabun (shipped with the app, so Thai prints the same on
 * every machine), black on white in points, as paper is measured, and tables whose header row
 * repeats on every printed page and whose rows do not split across pages.
 */
import type { SxProps, Theme } from '@mui/material/styles';
import { FONT_FAMILY } from '../theme/tenant-theme';

export const PAGE_SX: SxProps<Theme> = {
  fontFamily: FONT_FAMILY,
  fontSize: '12pt',
  lineHeight: 1.5,
  color: '#000',
  bgcolor: '#fff',
  // Headings set their own margins: a rule here would outrank theirs.
  '& h1, & h2, & h3': { fontFamily: FONT_FAMILY },
  '& table': { width: '100%', borderCollapse: 'collapse', fontSize: '10pt' },
  '& thead': { display: 'table-header-group' },
  '& tr': { breakInside: 'avoid' },
  '& th, & td': { border: '1px solid #000', p: '3pt 4pt', verticalAlign: 'top', textAlign: 'left', overflowWrap: 'anywhere', whiteSpace: 'pre-line' },
  '& th': { fontWeight: 700, bgcolor: '#eee', printColorAdjust: 'exact' },
};
