/**
 * The data of the settings pages: which pages this person may open (and write), one page of a
 * declared page's records, and saving or deleting a record. Saving and deleting answer the
 * server's reply as it is (success or the error envelope with its Thai message and fields), so
 * the dialog that asked can show a refusal and keep what was typed; a change reloads the list.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  settingsCalls,
  type SettingsFilterValues,
  type SettingsImportKind,
  type SettingsRecordFields,
  type SettingsRecordId,
} from '../../engine/api/settings-calls';
import { useCalls } from '../portal/CallsContext';
import { usePortal } from '../portal/PortalContext';
import { useSettingsScope } from './settings-scope';

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

export function useSettingsCalls() {
  const { api } = useCalls();
  return useMemo(() => settingsCalls(api), [api]);
}

export function useSettingsPages() {
  const calls = useSettingsCalls();
  const { store } = usePortal();
  return useQuery({
    queryKey: PAGES_KEY,
    queryFn: async (): Promise<GrantedPage[]> => {
      const reply = await calls.pages();
      if (reply.status !== 'success') throw new Error(reply.message);
      // Kept under the portal's `_permission` key for the session (cleared on sign-out); the server still checks every call.
      store.set('permission', reply.items);
      return reply.items;
    },
  });
}

export function useSettingsList(page: string, pageNumber: number, size: SettingsPageSize, search: string, filters: SettingsFilterValues = {}) {
  const calls = useSettingsCalls();
  // A nested page's grid lists its parent record's rows only (settings-scope.ts).
  const scope = useSettingsScope();
  return useQuery({
    queryKey: [...listKey(page), scope ?? null, pageNumber, size, search, filters],
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<SettingsListPage> => {
      // The declared filters travel only when some are set.
      const filtered = Object.keys(filters).length > 0 ? { filters } : {};
      const fields = search === '' ? { page: pageNumber, size, ...filtered } : { page: pageNumber, size, search, ...filtered };
      const reply = await calls.list(page, scope === undefined ? fields : { ...fields, scope });
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
  const scope = useSettingsScope();
  return useMutation({
    mutationFn: ({ id, record }: { id: SettingsRecordId | null; record: SettingsRecordFields }) =>
      id === null ? calls.create(page, record, scope) : calls.update(page, id, record, scope),
    onSuccess: (reply) => (reply.status === 'success' ? invalidateAfter(queryClient, page) : undefined),
  });
}

/** Deletes (or deactivates, as the page declares) a record; answers the server's reply. */
export function useDeleteRecord(page: string) {
  const calls = useSettingsCalls();
  const queryClient = useQueryClient();
  const scope = useSettingsScope();
  return useMutation({
    mutationFn: (id: SettingsRecordId) => calls.remove(page, id, scope),
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

/** The label of a nested address's parent record (its first text column), read once; null while unknown. */
export function useParentRecord(parent: string, id: SettingsRecordId) {
  const calls = useSettingsCalls();
  return useQuery({
    queryKey: [...SETTINGS_QUERY_KEY, 'record', parent, id],
    queryFn: async (): Promise<SettingsRow> => {
      const reply = await calls.read(parent, id);
      if (reply.status !== 'success') throw new Error(reply.message);
      return reply.item;
    },
    retry: false,
  });
}
