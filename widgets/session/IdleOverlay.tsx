/**
 * The idle overlay: after inactivity the screen dims (black at
 * opacity 0.6, fading in over 0.8 s) and an animated touch hint (a 180 x 215 sprite) invites
 * the person back. Any activity hides it; the session machine decides when it shows.
 */
import Box from '@mui/material/Box';
import Fade from '@mui/material/Fade';
import Typography from '@mui/material/Typography';
import TouchAppRounded from '@mui/icons-material/TouchAppRounded';
import { keyframes } from '@emotion/react';
import { useTranslation } from 'react-i18next';

export const IDLE_OVERLAY_OPACITY = 0.6;
export const IDLE_OVERLAY_FADE_MS = 800;
const SPRITE = { width: 180, height: 215 };

const tap = keyframes`
  0%, 100% { transform: translateY(0) scale(1); }
  40% { transform: translateY(10px) scale(.94); }
  55% { transform: translateY(10px) scale(.94); }
`;
const ripple = keyframes`
  0%, 35% { transform: scale(.2); opacity: 0; }
  45% { opacity: .9; }
  100% { transform: scale(1.4); opacity: 0; }
`;

export function IdleOverlay({ open }: { open: boolean }) {
  const { t } = useTranslation();
  return (
    <Fade in={open} timeout={IDLE_OVERLAY_FADE_MS} mountOnEnter unmountOnExit>
      <Box
        data-testid="idle-overlay"
        sx={{ position: 'fixed', inset: 0, zIndex: (theme) => theme.zIndex.modal + 10, display: 'grid', placeItems: 'center', cursor: 'pointer' }}
      >
        <Box data-testid="idle-dim" sx={{ position: 'absolute', inset: 0, bgcolor: '#000', opacity: IDLE_OVERLAY_OPACITY }} />
        <Box sx={{ position: 'relative', display: 'grid', justifyItems: 'center', gap: 2 }}>
          <Box aria-hidden data-testid="idle-touch-hint" sx={{ position: 'relative', ...SPRITE }}>
            <Box
              sx={{
                position: 'absolute',
                left: 53,
                top: 38,
                width: 64,
                height: 64,
                borderRadius: '50%',
                border: '3px solid #fff',
                animation: `${ripple} 1.6s ease-out infinite`,
              }}
            />
            <TouchAppRounded
              sx={{
                position: 'absolute',
                left: 0,
                top: 20,
                width: SPRITE.width,
                height: SPRITE.width,
                color: '#fff',
                filter: 'drop-shadow(0 4px 10px rgba(0,0,0,.45))',
                animation: `${tap} 1.6s ease-in-out infinite`,
              }}
            />
          </Box>
          <Typography sx={{ color: '#fff', fontWeight: 500, fontSize: '1.15rem', textShadow: '0 1px 4px rgba(0,0,0,.6)' }}>{t('idle.hint')}</Typography>
        </Box>
      </Box>
    </Fade>
  );
}
