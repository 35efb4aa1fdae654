/**
 * What the last step on the destruction lists answered: the server's message after a step, or
 * its refusal in its own Thai words (both pages show it where the step was taken).
 */
import Alert from '@mui/material/Alert';

export interface Notice {
  severity: 'success' | 'error';
  text: string;
}

export function NoticeAlert({ notice }: { notice: Notice | null }) {
  if (!notice?.text) return null;
  return (
    <Alert severity={notice.severity} data-testid={notice.severity === 'error' ? 'destruction-refusal' : 'destruction-notice'}>
      {notice.text}
    </Alert>
  );
}
