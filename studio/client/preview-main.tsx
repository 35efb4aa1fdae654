/** Entry of a preview frame (preview.html). */
import '@fontsource/sarabun/400.css';
import '@fontsource/sarabun/500.css';
import '@fontsource/sarabun/700.css';
import { createRoot } from 'react-dom/client';
import { PreviewApp } from './PreviewApp';

createRoot(document.getElementById('root')!).render(<PreviewApp />);
