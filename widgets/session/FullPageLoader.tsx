/**
 * A quiet loader while the session is being checked: no text flashing by on a fast answer,
 * the spinner fades in only if the check takes longer than a moment.
 */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { keyframes } from '@emotion/react';
import { useTranslation } from 'react-i18next';

const appear = keyframes`from { opacity: 0; } to { opacity: 1; }`;

export function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="page-loader"
      sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', bgcolor: 'background.default' }}
    >
      <Box sx={{ opacity: 0, animation: `${appear} 300ms ease-out 400ms forwards`, display: 'grid', justifyItems: 'center', gap: 2 }}>
        <CircularProgress size={36} thickness={4} aria-label={t('session.loading')} />
      </Box>
    </Box>
  );
}
