/** The server did not answer the start-up check: keep the stored session and offer to try again. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudOffRounded from '@mui/icons-material/CloudOffRounded';
import { useTranslation } from 'react-i18next';

export interface ServerUnreachableProps {
  message: string | null;
  onRetry: () => void;
  onSignOut: () => void;
}

export function ServerUnreachable({ message, onRetry, onSignOut }: ServerUnreachableProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Paper variant="outlined" role="alert" sx={{ p: 4, maxWidth: 460, textAlign: 'center', borderRadius: 3 }}>
        <CloudOffRounded aria-hidden sx={{ fontSize: 56, color: 'text.secondary' }} />
        <Typography component="h1" variant="h6" sx={{ fontWeight: 700, mt: 1 }}>
          {t('session.unreachableTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('session.unreachableText')}
        </Typography>
        {message && (
          <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 1 }}>
            {message}
          </Typography>
        )}
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'center', mt: 3 }}>
          <Button variant="contained" onClick={onRetry}>
            {t('session.retry')}
          </Button>
          <Button variant="outlined" color="inherit" onClick={onSignOut}>
            {t('master.signOut')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
