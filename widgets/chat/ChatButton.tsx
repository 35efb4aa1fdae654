/**
 * The chat button of tenants with a chat address (caps.features.chatUrl):
 * round, 45 px, fixed 20 px from the bottom and right; it opens the full-screen chat modal.
 */
import { useState } from 'react';
import Fab from '@mui/material/Fab';
import Tooltip from '@mui/material/Tooltip';
import ForumRounded from '@mui/icons-material/ForumRounded';
import { useTranslation } from 'react-i18next';
import { ChatModal } from './ChatModal';

export const CHAT_BUTTON_SIZE = 45;
export const CHAT_BUTTON_OFFSET = 20;

export function ChatButton({ url }: { url: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={t('chat.open')} placement="left">
        <Fab
          color="primary"
          onClick={() => setOpen(true)}
          aria-label={t('chat.open')}
          aria-haspopup="dialog"
          data-testid="chat-button"
          sx={{
            position: 'fixed',
            right: CHAT_BUTTON_OFFSET,
            bottom: CHAT_BUTTON_OFFSET,
            width: CHAT_BUTTON_SIZE,
            height: CHAT_BUTTON_SIZE,
            minHeight: CHAT_BUTTON_SIZE,
            zIndex: (theme) => theme.zIndex.speedDial,
          }}
        >
          <ForumRounded />
        </Fab>
      </Tooltip>
      <ChatModal open={open} url={url} onClose={() => setOpen(false)} />
    </>
  );
}
