/**
 * The PDPA consent modal: blocking (no close button and no onClose, so
 * backdrop clicks and Escape do nothing), with consent and refuse buttons and a policy link.
 */
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import PrivacyTipOutlined from '@mui/icons-material/PrivacyTipOutlined';
import { useTranslation } from 'react-i18next';

export interface PdpaModalProps {
  open: boolean;
  /** True while the consent is being saved. */
  saving: boolean;
  privacyPolicyPath: string;
  onConsent: () => void;
  onRefuse: () => void;
}

export function PdpaModal({ open, saving, privacyPolicyPath, onConsent, onRefuse }: PdpaModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      maxWidth="sm"
      fullWidth
      aria-labelledby="pdpa-title"
      aria-describedby="pdpa-body"
      data-testid="pdpa-modal"
      slotProps={{ paper: { sx: { borderRadius: 3 } } }}
    >
      <DialogTitle
        id="pdpa-title"
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, fontWeight: 700, borderBottom: '4px solid', borderColor: 'primary.main', pb: 1.5 }}
      >
        <PrivacyTipOutlined color="primary" aria-hidden />
        {t('pdpa.title')}
      </DialogTitle>
      <DialogContent id="pdpa-body" sx={{ pt: '20px !important' }}>
        <Typography sx={{ mb: 1.5 }}>{t('pdpa.intro')}</Typography>
        <Box component="ul" sx={{ m: 0, pl: 3, '& li': { mb: 0.75, lineHeight: 1.7 } }}>
          <li>{t('pdpa.point.data')}</li>
          <li>{t('pdpa.point.signature')}</li>
          <li>{t('pdpa.point.rights')}</li>
        </Box>
        <Typography sx={{ mt: 1.5 }}>
          <Link component={RouterLink} to={privacyPolicyPath} underline="always" sx={{ fontWeight: 500 }}>
            {t('pdpa.policyLink')}
          </Link>
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" color="inherit" onClick={onRefuse} disabled={saving}>
          {t('pdpa.refuse')}
        </Button>
        <Button variant="contained" onClick={onConsent} disabled={saving} startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}>
          {t('pdpa.consent')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
