/**
 * The receive stamp of a registered letter, as a registry clerk stamps a paper letter: a
 * bordered box with the register's department, the receive number, and the date (Buddhist-era
 * year) and time it was received, in Thailand's time. Below it: open the letter, or register
 * the next one.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { bangkokParts, formatThaiDate } from '../../engine/format/thai-date';

export interface RegisterStampProps {
  department: string;
  receiveNo: number;
  /** When it was received (ISO 8601). */
  doneAt: string;
  onOpen: () => void;
  onNext: () => void;
}

export function RegisterStamp({ department, receiveNo, doneAt, onOpen, onNext }: RegisterStampProps) {
  const { t } = useTranslation();
  const parts = bangkokParts(doneAt);
  const pad = (n: number) => String(n).padStart(2, '0');
  const time = parts ? `${pad(parts.hour)}:${pad(parts.minute)}` : '';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 3, py: 2 }}>
      <Typography variant="h6" component="p" color="success.main" role="status">
        {t('workspace.incoming.stamp.heading')}
      </Typography>
      <Box
        role="group"
        aria-label={t('workspace.incoming.stamp.label')}
        data-testid="incoming-stamp"
        data-receive-no={receiveNo}
        sx={{
          border: 3,
          borderColor: 'primary.main',
          color: 'primary.main',
          borderRadius: 2,
          px: 4,
          py: 2,
          minWidth: 260,
          textAlign: 'center',
          transform: 'rotate(-2deg)',
          display: 'flex',
          flexDirection: 'column',
          gap: 0.5,
        }}
      >
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, borderBottom: 2, borderColor: 'primary.main', pb: 0.75, mb: 0.5 }}>
          {department}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid="incoming-stamp-no">
          {t('workspace.incoming.stamp.receiveNo', { no: receiveNo })}
        </Typography>
        <Typography variant="body1" component="p" data-testid="incoming-stamp-date">
          {t('workspace.incoming.stamp.date', { date: formatThaiDate(doneAt, { digits: 'western', month: 'short' }) })}
        </Typography>
        <Typography variant="body1" component="p">
          {t('workspace.incoming.stamp.time', { time })}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'center' }}>
        <Button variant="contained" onClick={onOpen} data-testid="incoming-open">
          {t('workspace.incoming.stamp.open')}
        </Button>
        <Button variant="outlined" onClick={onNext} data-testid="incoming-next">
          {t('workspace.incoming.stamp.next')}
        </Button>
      </Box>
    </Box>
  );
}
