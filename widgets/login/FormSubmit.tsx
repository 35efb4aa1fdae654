/**
 * The submit button of a public form: a spinner while the call runs, and under it, while the
 * robot check still waits for the person, the hint that says why the button is disabled.
 */
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export interface FormSubmitProps {
  busy: boolean;
  disabled: boolean;
  testId: string;
  /** Shown under the button when set (the robot check is not solved yet). */
  hint: string | null;
  children: ReactNode;
}

export function FormSubmit({ busy, disabled, testId, hint, children }: FormSubmitProps) {
  return (
    <>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={disabled}
        fullWidth
        data-testid={testId}
        sx={{ py: 1.25 }}
        startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        {children}
      </Button>
      {hint !== null && (
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center', mt: '8px !important' }}>
          {hint}
        </Typography>
      )}
    </>
  );
}
