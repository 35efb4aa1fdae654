/** Entry of the studio page (index.html). */
import '@fontsource/sarabun/400.css';
import '@fontsource/sarabun/500.css';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { createRoot } from 'react-dom/client';
import { StudioApp } from './StudioApp';

const theme = createTheme({
  typography: { fontFamily: 'Sarabun, system-ui, sans-serif' },
  components: { MuiTextField: { defaultProps: { fullWidth: true, size: 'small' } } },
});

createRoot(document.getElementById('root')!).render(
  <ThemeProvider theme={theme}>
    <CssBaseline />
    <StudioApp />
  </ThemeProvider>,
);
