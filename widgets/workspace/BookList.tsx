/**
 * The published book letters (หนังสือเวียน, คำสั่ง, ประกาศ…) in full, one tab per group the
 * organisation's dashboard shows, in its order: every letter of the group the reader may see,
 * with search and server paging, not only the dashboard card's top five. Published means
 * numbered by its owner's send register: to the whole organisation, or to the departments it
 * was sent to. A row opens the letter in the document modal.
 */
import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import type { GridPaginationModel } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { bookRowTarget } from '../../engine/portal/document-target';
import type { BookGroup } from '../../engine/tenant/capabilities';
import { useDebouncedValue } from '../dashboard/use-debounced-value';
import { usePortal } from '../portal/PortalContext';
import { PagedGrid } from './PagedGrid';
import { searchColumns } from './search-columns';
import { useDocumentSearch, type FoundDocument } from './search-queries';
import { ToolPanel } from './ToolPanel';
import type { WorkspaceToolProps } from './workspace-tools';

const SEARCH_DELAY_MS = 500;
const FIRST_PAGE: GridPaginationModel = { page: 0, pageSize: 20 };

export function BookList({ onOpenDocument }: WorkspaceToolProps) {
  const { t } = useTranslation();
  const { caps } = usePortal();
  const groups = caps.dashboard.bookCards;
  const [group, setGroup] = useState<BookGroup | null>(groups[0] ?? null);
  const [search, setSearch] = useState('');
  const [pagination, setPagination] = useState<GridPaginationModel>(FIRST_PAGE);
  const settled = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const fields = useMemo(() => (group ? { F_BOOK_GROUP: group, search: settled || undefined } : null), [group, settled]);
  const found = useDocumentSearch(fields, pagination.page + 1, pagination.pageSize);
  const columns = useMemo(() => searchColumns(t, (row) => void onOpenDocument(bookRowTarget(row))), [t, onOpenDocument]);
  const open = (row: FoundDocument) => void onOpenDocument(bookRowTarget(row));

  return (
    <ToolPanel id="book-list" title={t('workspace.books.title')} hint={t('workspace.books.hint')}>
      <Box sx={{ display: 'grid', gap: 2, mx: { xs: -2, md: -3 }, mb: { xs: -2, md: -3 } }}>
        <Tabs
          value={group ?? false}
          onChange={(_event, value: BookGroup) => {
            setGroup(value);
            setPagination(FIRST_PAGE);
          }}
          variant="scrollable"
          scrollButtons="auto"
          aria-label={t('workspace.books.groups')}
          sx={{ px: { xs: 1, md: 2 }, borderBottom: 1, borderColor: 'divider', mt: { xs: -2, md: -3 } }}
        >
          {groups.map((code) => (
            <Tab key={code} value={code} label={t(`book.${code}`)} data-testid={`books-tab-${code}`} sx={{ textTransform: 'none', fontWeight: 600 }} />
          ))}
        </Tabs>
        <Box sx={{ px: { xs: 2, md: 3 } }}>
          <TextField
            size="small"
            type="search"
            fullWidth
            label={group ? t('book.search', { title: t(`book.${group}`) }) : t('book.searchButton')}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPagination((model) => ({ ...model, page: 0 }));
            }}
            slotProps={{ htmlInput: { 'data-testid': 'books-search', maxLength: 200 } }}
          />
        </Box>
        {found.isError && (
          <Alert severity="error" sx={{ mx: { xs: 2, md: 3 } }} data-testid="books-error">
            {found.error.message || t('workspace.search.loadError')}
          </Alert>
        )}
        <PagedGrid
          rows={found.data?.items ?? []}
          getRowId={(row) => row.F_DOC_ID}
          columns={columns}
          total={found.data?.total}
          loading={found.isFetching}
          pagination={pagination}
          onPaginationChange={setPagination}
          emptyLabel={t('book.empty')}
          onRowClick={open}
          height={560}
          testId="books-grid"
        />
      </Box>
    </ToolPanel>
  );
}
