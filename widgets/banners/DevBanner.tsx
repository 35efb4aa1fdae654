/** The Thai test-system notice shown on every page of a development deployment (caps.devBanner). */
import Box from '@mui/material/Box';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import { useTranslation } from 'react-i18next';

export function DevBanner() {
  const { t } = useTranslation();
  return (
    <Box
      role="note"
      data-testid="dev-banner"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        px: 2,
        py: 0.75,
        // Amber with dark text: reads as "caution" and keeps 7:1 contrast.
        bgcolor: '#ffcf5c',
        color: '#3d2a00',
        fontWeight: 500,
        fontSize: '0.9rem',
        textAlign: 'center',
        borderBottom: '1px solid #e0a800',
      }}
    >
      <WarningAmberRounded fontSize="small" aria-hidden />
      <span>{t('devBanner.text')}</span>
    </Box>
  );
}
