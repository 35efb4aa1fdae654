/**
 * A collapsible book card: the book type's five newest letters, and its own
 * search that runs only on the search button (or Enter) with 3 or more characters. Emptying the box and searching shows the unfiltered five again.
 */
import { memo, useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { useTranslation } from 'react-i18next';
import type { BookRow } from '../../engine/api/portal-calls';
import type { DocumentTarget } from '../../engine/portal/document-target';
import { bookCardSearchQuery } from '../../engine/portal/search-rules';
import type { BookGroup } from '../../engine/tenant/capabilities';
import { BookTable } from './BookTable';
import { useBookSearch } from './dashboard-queries';

export interface BookCardProps {
  bookType: BookGroup;
  /** The unfiltered rows (get-dashboard); null while loading. */
  rows: BookRow[] | null;
  onOpenDocument: (target: DocumentTarget | null) => void;
}

/** Memoised: a card re-renders when its own rows or search change, not whenever the dashboard does. */
export const BookCard = memo(function BookCard({ bookType, rows, onOpenDocument }: BookCardProps) {
  const { t } = useTranslation();
  const bodyId = useId();
  const [expanded, setExpanded] = useState(true);
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const title = t(`book.${bookType}`);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const next = bookCardSearchQuery(text, search);
    const trimmed = text.trim();
    setTooShort(trimmed.length > 0 && next === null && trimmed !== search);
    if (next !== null) setSearch(next);
  };

  return (
    <Paper variant="outlined" data-testid={`book-card-${bookType}`} sx={{ borderRadius: 3, overflow: 'hidden', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: 2.5, pr: 1, py: 1, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <Typography component="h3" sx={{ flex: 1, fontWeight: 700, fontSize: '1.05rem' }}>
          {title}
        </Typography>
        <IconButton
          color="inherit"
          onClick={() => setExpanded((value) => !value)}
          aria-expanded={expanded}
          aria-controls={bodyId}
          aria-label={t(expanded ? 'book.collapse' : 'book.expand', { title })}
          data-testid="book-toggle"
          sx={{ transform: expanded ? 'rotate(180deg)' : 'none', transition: 'transform .2s' }}
        >
          <ExpandMoreRounded />
        </IconButton>
      </Box>
      <Collapse in={expanded} id={bodyId}>
        <Box component="form" role="search" onSubmit={submit} sx={{ px: 2, pt: 1.5, pb: 1 }}>
          <TextField
            size="small"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setTooShort(false);
            }}
            placeholder={t('book.search', { title })}
            error={tooShort}
            helperText={tooShort ? t('book.searchHint') : undefined}
            slotProps={{
              htmlInput: { 'aria-label': t('book.search', { title }), 'data-testid': 'book-search', maxLength: 200 },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton type="submit" edge="end" aria-label={t('book.searchButton')} data-testid="book-search-button">
                      <SearchRounded />
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
        {search === '' ? (
          <BookRows bookType={bookType} rows={rows} busy={rows === null} onOpenDocument={onOpenDocument} />
        ) : (
          <FoundRows bookType={bookType} search={search} onOpenDocument={onOpenDocument} />
        )}
      </Collapse>
    </Paper>
  );
});

interface BookRowsProps {
  bookType: BookGroup;
  rows: BookRow[] | null;
  busy: boolean;
  onOpenDocument: (target: DocumentTarget | null) => void;
}

/** The table under its loading bar (4 px, kept while idle so the table does not move). */
function BookRows({ bookType, rows, busy, onOpenDocument }: BookRowsProps) {
  return (
    <>
      <Box sx={{ height: 4 }}>{busy && <LinearProgress aria-hidden />}</Box>
      <BookTable bookType={bookType} rows={rows ?? []} onOpenDocument={onOpenDocument} />
    </>
  );
}

/**
 * The card's own search, mounted only while there is one: an unsearched card, as every card is
 * when the dashboard opens, builds no query of its own.
 */
function FoundRows({ bookType, search, onOpenDocument }: { bookType: BookGroup; search: string; onOpenDocument: BookRowsProps['onOpenDocument'] }) {
  const found = useBookSearch(bookType, search);
  return <BookRows bookType={bookType} rows={found.data ?? null} busy={found.isFetching} onOpenDocument={onOpenDocument} />;
}
