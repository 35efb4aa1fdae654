/**
 * A PDF the portal fetched with the bearer token (a letter, a preview), shown in the browser's
 * own PDF viewer, which also prints it. The bytes become an object URL that is let go when the
 * PDF changes or the frame goes away.
 */
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';

export function PdfFrame({ pdf, title, height, testId }: { pdf: Blob; title: string; height: number | string; testId: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const made = URL.createObjectURL(pdf);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [pdf]);
  if (!url) return null;
  return (
    <Box
      component="iframe"
      src={url}
      title={title}
      data-testid={testId}
      sx={{ width: '100%', height, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'grey.100', display: 'block' }}
    />
  );
}
