/** The coloured organisation panel of the split login layout. */
import Box from '@mui/material/Box';
import { LoginBrand } from './LoginBrand';

export function OrganisationPanel({ logoUrl }: { logoUrl: string }) {
  return (
    <Box
      data-testid="organisation-panel"
      sx={{
        flex: '1 1 48%',
        bgcolor: 'primary.main',
        // Soft light from the top corner keeps the flat brand colour from looking heavy.
        backgroundImage:
          'radial-gradient(circle at 20% 15%, rgba(255,255,255,.18), transparent 55%), linear-gradient(160deg, rgba(255,255,255,.06), rgba(0,0,0,.18))',
        color: 'primary.contrastText',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: { xs: 3, sm: 5 },
        py: { xs: 4, md: 8 },
        minHeight: { md: 520 },
      }}
    >
      <LoginBrand logoUrl={logoUrl} tone="onPrimary" />
    </Box>
  );
}
