/**
 * The printed page's own container: a portal straight under <body>, so print CSS can hide
 * every other child of <body> (the app, its dialogs, the preview itself) and paper shows this
 * page alone. On screen the container stays hidden. The rules go through emotion (GlobalStyles)
 * because the page's CSP only admits styles carrying emotion's nonce.
 */
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';

export const PRINT_ROOT_CLASS = 'print-root';

const PRINT_CSS = {
  [`.${PRINT_ROOT_CLASS}`]: { display: 'none' },
  // 20 mm all round: the margin Thai official letters are laid out for.
  '@page': { size: 'A4', margin: '20mm' },
  '@media print': {
    [`body > *:not(.${PRINT_ROOT_CLASS})`]: { display: 'none !important' },
    [`.${PRINT_ROOT_CLASS}`]: { display: 'block' },
    'html, body': { background: '#fff !important' },
  },
} as const;

export function PrintRoot({ children }: { children: ReactNode }) {
  return (
    <>
      <GlobalStyles styles={PRINT_CSS} />
      {createPortal(
        <Box className={PRINT_ROOT_CLASS} data-testid="print-root">
          {children}
        </Box>,
        document.body,
      )}
    </>
  );
}
