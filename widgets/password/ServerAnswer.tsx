/** The server's answer to a password form, as a polite live region ({status, message} envelope). */
import Alert from '@mui/material/Alert';

export interface FormAnswer {
  status: 'success' | 'error';
  message: string;
}

export function ServerAnswer({ answer }: { answer: FormAnswer | null }) {
  if (!answer) return null;
  return (
    <Alert
      severity={answer.status === 'success' ? 'success' : 'error'}
      role={answer.status === 'success' ? 'status' : 'alert'}
      data-testid="server-answer"
      sx={{ lineHeight: 1.6 }}
    >
      {answer.message}
    </Alert>
  );
}
