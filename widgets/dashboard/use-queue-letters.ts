/**
 * What a person has chosen while reading one queue's letters, and the page the server answers
 * for it: the page and page size, the sort, the search (typing settles for 800 ms, then only a
 * search past 2 characters or an emptied box refetches) and the organisation filter. Any new
 * search, filter or sort starts again at page 1, and so does a new page size (the old page
 * number may not exist any more). The queue modal and the registry workspace's queue page both
 * hold their letters here.
 */
import { useCallback, useEffect, useState } from 'react';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import type { TodoRow } from '../../engine/api/portal-calls';
import { sortRequestOf } from '../../engine/portal/queue-columns';
import { DEFAULT_PAGE_SIZE, tileSearchQuery, TILE_SEARCH_DELAY_MS } from '../../engine/portal/search-rules';
import type { QueueCode } from '../../engine/tenant/capabilities';
import { useQueuePage } from './dashboard-queries';
import { useDebouncedValue } from './use-debounced-value';

export interface QueueLettersState {
  /** What is typed in the search box (the search sent follows it once it settles). */
  text: string;
  setText: (text: string) => void;
  organizationId: number | null;
  setOrganizationId: (organizationId: number | null) => void;
  paginationModel: GridPaginationModel;
  setPaginationModel: (model: GridPaginationModel) => void;
  sortModel: GridSortModel;
  setSortModel: (model: GridSortModel) => void;
  rows: TodoRow[];
  total: number;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

export function useQueueLetters(code: QueueCode): QueueLettersState {
  const [paginationModel, setPaginationModel] = useState<GridPaginationModel>({ page: 0, pageSize: DEFAULT_PAGE_SIZE });
  const [sortModel, setSortModel] = useState<GridSortModel>([]);
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [organizationId, setOrganization] = useState<number | null>(null);

  const settled = useDebouncedValue(text, TILE_SEARCH_DELAY_MS);
  useEffect(() => {
    const next = tileSearchQuery(settled, search);
    if (next === null) return;
    setSearch(next);
    setPaginationModel((model) => ({ ...model, page: 0 }));
  }, [settled, search]);

  const { data, isFetching, isError, refetch } = useQueuePage(
    { code, page: paginationModel.page + 1, pageSize: paginationModel.pageSize, search, organizationId, ...sortRequestOf(sortModel) },
    true,
  );

  const setOrganizationId = useCallback((id: number | null) => {
    setOrganization(id);
    setPaginationModel((model) => ({ ...model, page: 0 }));
  }, []);
  const choosePage = useCallback(
    (model: GridPaginationModel) => setPaginationModel((current) => (model.pageSize !== current.pageSize ? { page: 0, pageSize: model.pageSize } : model)),
    [],
  );
  const chooseSort = useCallback((model: GridSortModel) => {
    setSortModel(model);
    setPaginationModel((current) => ({ ...current, page: 0 }));
  }, []);
  const retry = useCallback(() => void refetch(), [refetch]);

  return {
    text,
    setText,
    organizationId,
    setOrganizationId,
    paginationModel,
    setPaginationModel: choosePage,
    sortModel,
    setSortModel: chooseSort,
    rows: data?.rows ?? [],
    total: data?.total ?? 0,
    loading: isFetching,
    failed: isError,
    retry,
  };
}
