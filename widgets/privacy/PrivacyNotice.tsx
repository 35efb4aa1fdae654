/**
 * The personal-data notice (ประกาศความเป็นส่วนตัว) the PDPA modal links to. The text lives in
 * the locale files (privacy.*) so an organisation can override it without code.
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export const PRIVACY_SECTIONS = ['collect', 'purpose', 'signature', 'retention', 'rights', 'contact'] as const;

export function PrivacyNotice({ organisation }: { organisation: string }) {
  const { t } = useTranslation();
  return (
    <Paper component="article" variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3 }} aria-labelledby="privacy-title">
      <Typography id="privacy-title" component="h1" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
        {t('privacy.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('privacy.intro', { organisation })}
      </Typography>
      {PRIVACY_SECTIONS.map((section, index) => (
        <Box component="section" key={section} sx={{ mb: 2.5 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {`${index + 1}. ${t(`privacy.${section}.title`)}`}
          </Typography>
          <Typography>{t(`privacy.${section}.body`)}</Typography>
        </Box>
      ))}
    </Paper>
  );
}
