/**
 * The A4 preview: the printed page on a white 210 × 297 mm sheet over grey, scaled down to fit
 * the dialog (never up), with print and close. Long registers run past one sheet here; on
 * paper the browser breaks the pages.
 */
import { useCallback, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { useTranslation } from 'react-i18next';

/** 210 mm at CSS's 96 px per inch. */
const SHEET_WIDTH_PX = (210 / 25.4) * 96;
/** The grey shown around the sheet, each side. */
const GUTTER_PX = 16;

export interface PrintPreviewDialogProps {
  open: boolean;
  onPrint: () => void;
  onClose: () => void;
  children: ReactNode;
}

export function PrintPreviewDialog({ open, onPrint, onClose, children }: PrintPreviewDialogProps) {
  const { t } = useTranslation();
  const [scale, setScale] = useState(1);
  // The sheet keeps its real size and is zoomed to the room the dialog has, as the room changes.
  const measure = useCallback((box: HTMLDivElement | null) => {
    if (!box) return undefined;
    const fit = () => setScale(Math.min(1, Math.max(0.2, (box.clientWidth - 2 * GUTTER_PX) / SHEET_WIDTH_PX)));
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="print-preview-title" data-testid="print-preview">
      <DialogTitle id="print-preview-title">{t('print.previewTitle')}</DialogTitle>
      <DialogContent dividers ref={measure} sx={{ bgcolor: 'grey.300', p: `${GUTTER_PX}px` }}>
        <Box
          role="document"
          aria-label={t('print.sheet')}
          data-testid="print-preview-sheet"
          sx={{
            zoom: scale,
            width: '210mm',
            minHeight: '297mm',
            mx: 'auto',
            p: '20mm',
            boxSizing: 'border-box',
            bgcolor: '#fff',
            color: '#000',
            boxShadow: '0 2px 8px rgba(0, 0, 0, 0.25)',
          }}
        >
          {children}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="print-preview-close">
          {t('print.close')}
        </Button>
        <Button variant="contained" startIcon={<PrintOutlined />} onClick={onPrint} data-testid="print-preview-print">
          {t('print.print')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
