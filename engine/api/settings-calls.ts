/**
 * The settings engine's calls, typed from the route table: the pages a person may open, and
 * list, read, create, update and delete of one declared page's records, and the rows a
 * reference field may name. The page is a path
 * parameter (/api/settings/:page/list) and a record is an object, so the bodies are JSON.
 * Only the settings chunk loads this file, so the login bundle does not carry it.
 */
import { callJsonRoute, fetchRouteFile, uploadRoute, type JsonRouteName, type ReplyOf, type RequestOf } from './call-route';
import type { ApiClient } from './client';

/** A record's key as the server sends it (an integer id, or a text code). */
export type SettingsRecordId = RequestOf<'settingsRead'>['id'];
/** The editable fields of a record, by column name. */
export type SettingsRecordFields = RequestOf<'settingsCreate'>['record'];
export type SettingsListFields = RequestOf<'settingsList'>;
/** Values of a page's declared filters, by name (a date range: <name>From, <name>To). */
export type SettingsFilterValues = NonNullable<SettingsListFields['filters']>;
/** What an import file holds: the organisation chart or the people. */
export type SettingsImportKind = RequestOf<'settingsImport'>['kind'];
/** A checked or written import file: its rows and every problem found. */
export type SettingsImportResult = Extract<ReplyOf<'settingsImport'>, { status: 'success' }>['item'];

const callJson = <N extends JsonRouteName>(api: ApiClient, name: N, params: Record<string, string>, body: RequestOf<N>): Promise<ReplyOf<N>> =>
  callJsonRoute(api, name, body, params);

const scoped = (scope: SettingsRecordId | undefined) => (scope === undefined ? {} : { scope });

export const settingsCalls = (api: ApiClient) => ({
  pages: () => callJson(api, 'settingsPages', {}, {}),
  list: (page: string, fields: SettingsListFields) => callJson(api, 'settingsList', { page }, fields),
  // `scope`: the parent record of a page nested under another page's record (sent only for such a page).
  read: (page: string, id: SettingsRecordId, scope?: SettingsRecordId) => callJson(api, 'settingsRead', { page }, { id, ...scoped(scope) }),
  create: (page: string, record: SettingsRecordFields, scope?: SettingsRecordId) => callJson(api, 'settingsCreate', { page }, { record, ...scoped(scope) }),
  update: (page: string, id: SettingsRecordId, record: SettingsRecordFields, scope?: SettingsRecordId) =>
    callJson(api, 'settingsUpdate', { page }, { id, record, ...scoped(scope) }),
  remove: (page: string, id: SettingsRecordId, scope?: SettingsRecordId) => callJson(api, 'settingsDelete', { page }, { id, ...scoped(scope) }),
  /** Whether every chain of the audit trail is whole, or the first row that breaks one. */
  auditChain: () => callJson(api, 'settingsAuditChain', {}, {}),
  importFile: (kind: SettingsImportKind, mode: RequestOf<'settingsImport'>['mode'], file: Blob) => uploadRoute(api, 'settingsImport', { kind, mode }, file),
  /** Every record the list shows for the same search and filters, as a CSV file (the filters travel as JSON text in the query string). */
  exportFile: (page: string, fields: { search?: string; filters?: SettingsFilterValues; scope?: SettingsRecordId }) =>
    fetchRouteFile(
      api,
      'settingsExport',
      {
        search: fields.search || undefined,
        scope: fields.scope,
        filters: fields.filters && Object.keys(fields.filters).length > 0 ? JSON.stringify(fields.filters) : undefined,
      },
      { page },
    ),
  options: (page: string, field: string, search?: string) => callJson(api, 'settingsOptions', { page }, search ? { field, search } : { field }),
});

export type SettingsCalls = ReturnType<typeof settingsCalls>;
