/** The look of a queue card (a dashboard tile, a workspace card): one style, so both read alike. */
import { alpha } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';

export function tileCardSx(color: string): SxProps<Theme> {
  return {
    width: '100%',
    height: '100%',
    display: 'flex',
    alignItems: 'stretch',
    justifyContent: 'flex-start',
    textAlign: 'left',
    bgcolor: 'background.paper',
    borderRadius: 3,
    border: 1,
    borderColor: 'divider',
    overflow: 'hidden',
    boxShadow: '0 1px 2px rgba(16, 24, 40, 0.06)',
    transition: 'box-shadow .2s, transform .2s, border-color .2s',
    '&:hover, &.Mui-focusVisible': { boxShadow: '0 8px 24px rgba(16, 24, 40, 0.12)', transform: 'translateY(-2px)', borderColor: alpha(color, 0.5) },
    '&.Mui-focusVisible': { outline: `3px solid ${alpha(color, 0.45)}`, outlineOffset: 2 },
  };
}
