/**
 * The data of the settings pages: which pages this person may open (and write), one page of a
 * declared page's records, and saving or deleting a record. Saving and deleting answer the
 * server's reply as it is (success or the error envelope with its Thai message and fields), so
 * the dialog that asked can show a refusal and keep what was typed; a change reloads the list.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { settingsCalls, type SettingsImportKind, type SettingsRecordFields, type SettingsRecordId } from '../../engine/api/settings-calls';
import { useCalls } from '../portal/CallsContext';

export const SETTINGS_QUERY_KEY = ['settings'] as const;
const PAGES_KEY = [...SETTINGS_QUERY_KEY, 'pages'] as const;
const listKey = (page: string) => [...SETTINGS_QUERY_KEY, 'list', page] as const;
const optionsKey = (page: string) => [...SETTINGS_QUERY_KEY, 'options', page] as const;

/** The page sizes the list call takes. */
export const SETTINGS_PAGE_SIZES = [10, 25, 50, 100] as const;
export type SettingsPageSize = (typeof SETTINGS_PAGE_SIZES)[number];

export interface GrantedPage {
  page: string;
  canWrite: boolean;
}

/** A record as the list and read calls send it: the key column and the declared fields. */
export type SettingsRow = Record<string, unknown>;

export interface SettingsListPage {
  items: SettingsRow[];
  total: number;
}

function useSettingsCalls() {
  const { api } = useCalls();
  return useMemo(() => settingsCalls(api), [api]);
}

export function useSettingsPages() {
  const calls = useSettingsCalls();
  return useQuery({
    queryKey: PAGES_KEY,
    queryFn: async (): Promise<GrantedPage[]> => {
      const reply = await calls.pages();
      if (reply.status !== 'success') throw new Error(reply.message);
      return reply.items;
    },
  });
}

export function useSettingsList(page: string, pageNumber: number, size: SettingsPageSize, search: string) {
  const calls = useSettingsCalls();
  return useQuery({
    queryKey: [...listKey(page), pageNumber, size, search],
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<SettingsListPage> => {
      const reply = await calls.list(page, search === '' ? { page: pageNumber, size } : { page: pageNumber, size, search });
      if (reply.status !== 'success') throw new Error(reply.message);
      return { items: reply.items, total: reply.total };
    },
  });
}

/** A row a reference field may name: its key and its label. */
export interface ReferenceOption {
  value: SettingsRecordId;
  label: string;
}

/** The rows a reference field may name (the server's first 200 by label, narrowed by `search`); asked only while `enabled`. */
export function useReferenceOptions(page: string, field: string, search: string, enabled: boolean) {
  const calls = useSettingsCalls();
  return useQuery({
    queryKey: [...optionsKey(page), field, search],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<ReferenceOption[]> => {
      const reply = await calls.options(page, field, search === '' ? undefined : search);
      if (reply.status !== 'success') throw new Error(reply.message);
      return reply.items;
    },
  });
}

/** A change reloads the page's list, and its choices (a page may refer to its own records, as a tree does). */
function invalidateAfter(queryClient: ReturnType<typeof useQueryClient>, page: string) {
  return Promise.all([queryClient.invalidateQueries({ queryKey: listKey(page) }), queryClient.invalidateQueries({ queryKey: optionsKey(page) })]);
}

/** Creates (id null) or updates a record; answers the server's reply. */
export function useSaveRecord(page: string) {
  const calls = useSettingsCalls();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, record }: { id: SettingsRecordId | null; record: SettingsRecordFields }) =>
      id === null ? calls.create(page, record) : calls.update(page, id, record),
    onSuccess: (reply) => (reply.status === 'success' ? invalidateAfter(queryClient, page) : undefined),
  });
}

/** Deletes (or deactivates, as the page declares) a record; answers the server's reply. */
export function useDeleteRecord(page: string) {
  const calls = useSettingsCalls();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: SettingsRecordId) => calls.remove(page, id),
    onSuccess: (reply) => (reply.status === 'success' ? invalidateAfter(queryClient, page) : undefined),
  });
}

/**
 * Checks (dry run) or imports an organisation file; answers the server's reply. An import that
 * wrote rows reloads every settings list and choice, since departments and people show in many pages.
 */
export function useImportFile(kind: SettingsImportKind) {
  const calls = useSettingsCalls();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mode, file }: { mode: 'dry-run' | 'apply'; file: Blob }) => calls.importFile(kind, mode, file),
    onSuccess: (reply) => (reply.status === 'success' && reply.item.applied ? queryClient.invalidateQueries({ queryKey: SETTINGS_QUERY_KEY }) : undefined),
  });
}
