/**
 * The master layout's footer: the copyright line of the manifest and a
 * version-and-build link that leads to / and opens the release-notes dialog with the
 * manifest's notes (for example version 1.5.0, build 32c, notes of 1.2.7 and 1.2.6).
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { pickLocalized } from '../../engine/i18n/language';
import { usePortal } from '../portal/PortalContext';

export function MasterFooter({ homePath }: { homePath: string }) {
  const { t, i18n } = useTranslation();
  const { caps } = usePortal();
  const [open, setOpen] = useState(false);
  return (
    <Box component="footer" sx={{ py: 2, px: 2, borderTop: '1px solid', borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Typography component="p" variant="caption" sx={{ color: 'text.secondary', textAlign: 'center', lineHeight: 1.8, textWrap: 'balance' }}>
        <span data-testid="copyright">{t('login.copyright', { year: caps.identity.year, text: pickLocalized(caps.identity.copyright, i18n.language) })}</span>
        <Box component="span" aria-hidden sx={{ mx: 1 }}>
          ·
        </Box>
        <Link component={RouterLink} to={homePath} onClick={() => setOpen(true)} color="inherit" underline="hover" data-testid="version-link">
          {t('login.version', { version: caps.app.version, build: caps.app.build })}
        </Link>
      </Typography>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="release-notes-title">
        <DialogTitle id="release-notes-title" sx={{ fontWeight: 700 }}>
          {t('master.releaseNotes.title')}
        </DialogTitle>
        <DialogContent dividers data-testid="release-notes">
          {caps.releaseNotes.map((release) => (
            <Box key={release.version} component="section" sx={{ '& + &': { mt: 2.5 } }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {t('master.releaseNotes.version', { version: release.version })}
              </Typography>
              <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 3 }}>
                {release.notes.map((note, i) => (
                  <Typography key={i} component="li" variant="body2" sx={{ py: 0.25 }}>
                    {pickLocalized(note, i18n.language)}
                  </Typography>
                ))}
              </Box>
            </Box>
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} autoFocus>
            {t('master.releaseNotes.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
