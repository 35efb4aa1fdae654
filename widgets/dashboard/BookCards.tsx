/** The book cards below the tiles, in the set and order of the manifest (caps.dashboard.bookCards). */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { DocumentTarget } from '../../engine/portal/document-target';
import { usePortal } from '../portal/PortalContext';
import { BookCard } from './BookCard';
import { useBookCards } from './dashboard-queries';

export function BookCards({ onOpenDocument }: { onOpenDocument: (target: DocumentTarget | null) => void }) {
  const { t } = useTranslation();
  const { caps } = usePortal();
  const books = useBookCards();
  if (books.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void books.refetch()}>
            {t('dashboard.retry')}
          </Button>
        }
      >
        {t('dashboard.loadError')}
      </Alert>
    );
  }
  return (
    <Box
      data-testid="book-cards"
      sx={{ display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}
    >
      {caps.dashboard.bookCards.map((bookType) => (
        <BookCard key={bookType} bookType={bookType} rows={books.data ? (books.data[bookType]?.items ?? []) : null} onOpenDocument={onOpenDocument} />
      ))}
    </Box>
  );
}
