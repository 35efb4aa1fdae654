/**
 * A centred alert in the style Thai government systems use (large icon, title, message,
 * buttons below): the base of the device question, the error dialog and the PDPA error.
 * It closes only through its buttons or `onClose`; without `onClose` it cannot be dismissed.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';

const icons = {
  // Darker than MUI's warning/error mains so the icon keeps 3:1 against white.
  warning: { Icon: WarningAmberRounded, color: '#b26a00' },
  error: { Icon: ErrorOutlineRounded, color: '#c62828' },
} as const;

export interface AlertDialogProps {
  open: boolean;
  kind: keyof typeof icons;
  title: string;
  children: ReactNode;
  actions: ReactNode;
  onClose?: () => void;
  testId?: string;
}

export function AlertDialog({ open, kind, title, children, actions, onClose, testId }: AlertDialogProps) {
  const { Icon, color } = icons[kind];
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={testId ? `${testId}-title` : undefined}
      data-testid={testId}
      slotProps={{ paper: { sx: { borderRadius: 3, textAlign: 'center', px: { xs: 1, sm: 2 }, py: 1 } } }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'center', pt: 3 }}>
        <Icon aria-hidden sx={{ fontSize: 72, color }} />
      </Box>
      <DialogTitle id={testId ? `${testId}-title` : undefined} sx={{ fontWeight: 700, fontSize: '1.35rem', pb: 1 }}>
        {title}
      </DialogTitle>
      <DialogContent sx={{ color: 'text.primary', lineHeight: 1.7 }}>{children}</DialogContent>
      <DialogActions sx={{ justifyContent: 'center', gap: 1, pb: 3 }}>{actions}</DialogActions>
    </Dialog>
  );
}
