/**
 * The full-screen chat: a title bar with a close button and the tenant's chat
 * in an iframe. The server's CSP allows exactly the chat address's origin as a frame source
 * (server/http/security.ts). The frame is mounted only while open, so nothing loads until asked.
 */
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { useTranslation } from 'react-i18next';

export function ChatModal({ open, url, onClose }: { open: boolean; url: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} fullScreen aria-labelledby="chat-modal-title" data-testid="chat-modal">
      <AppBar position="static" elevation={0}>
        <Toolbar>
          <Typography id="chat-modal-title" component="h2" variant="h6" sx={{ flex: 1, fontWeight: 700 }}>
            {t('chat.title')}
          </Typography>
          <IconButton color="inherit" edge="end" onClick={onClose} aria-label={t('chat.close')} data-testid="chat-close">
            <CloseRounded />
          </IconButton>
        </Toolbar>
      </AppBar>
      <Box sx={{ flex: 1, display: 'flex' }}>
        {open && (
          <Box
            component="iframe"
            src={url}
            title={t('chat.frameTitle')}
            data-testid="chat-frame"
            // The chat runs its own scripts and forms; it may not navigate the portal's page.
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
            referrerPolicy="strict-origin-when-cross-origin"
            sx={{ flex: 1, border: 0, width: '100%', height: '100%' }}
          />
        )}
      </Box>
    </Dialog>
  );
}
