/**
 * The book cards below the tiles, in the set and order of the manifest (caps.dashboard.bookCards).
 *
 * The rows reach the cards as a deferred value: react-query announces an answer as an urgent
 * update, which React renders in one piece, and the cards' tables were the longest task of the
 * dashboard's start-up on a phone. Deferred, the urgent pass leaves the (memoised) cards as they
 * are and the rows are rendered in slices that give the main thread back in between.
 *
 * The cards themselves (tables, search boxes) come in a pass of their own after the dashboard's
 * first paint: on a phone they sit below the fold, and building them with the tiles made the
 * page's first commit, which React cannot split, a third longer. Until then a screen-high stand-in
 * keeps the footer where it will stay.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { startTransition, useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentTarget } from '../../engine/portal/document-target';
import { usePortal } from '../portal/PortalContext';
import { BookCard } from './BookCard';
import { useBookCards } from './dashboard-queries';

export function BookCards({ onOpenDocument }: { onOpenDocument: (target: DocumentTarget | null) => void }) {
  const { t } = useTranslation();
  const { caps } = usePortal();
  const books = useBookCards();
  const data = useDeferredValue(books.data);
  const [mounted, setMounted] = useState(false);
  // An effect runs once the first commit has painted; the cards then render as a transition.
  useEffect(() => startTransition(() => setMounted(true)), []);
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
  if (!mounted) return <Box data-testid="book-cards-pending" sx={{ minHeight: '100dvh' }} />;
  return (
    <Box
      data-testid="book-cards"
      sx={{ display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}
    >
      {caps.dashboard.bookCards.map((bookType) => (
        <BookCard key={bookType} bookType={bookType} rows={data ? (data[bookType]?.items ?? []) : null} onOpenDocument={onOpenDocument} />
      ))}
    </Box>
  );
}
