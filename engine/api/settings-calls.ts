/**
 * The settings engine's calls, typed from the route table: the pages a person may open, and
 * list, read, create, update and delete of one declared page's records, and the rows a
 * reference field may name. The page is a path
 * parameter (/api/settings/:page/list) and a record is an object, so the bodies are JSON.
 * Only the settings chunk loads this file, so the login bundle does not carry it.
 */
import { uploadRoute, type JsonRouteName, type ReplyOf, type RequestOf } from './call-route';
import { envelopeOf, type ApiClient, type Envelope } from './client';
import { ROUTES, routePath, type RouteSpec } from './routes';

/** A record's key as the server sends it (an integer id, or a text code). */
export type SettingsRecordId = RequestOf<'settingsRead'>['id'];
/** The editable fields of a record, by column name. */
export type SettingsRecordFields = RequestOf<'settingsCreate'>['record'];
export type SettingsListFields = RequestOf<'settingsList'>;
/** What an import file holds: the organisation chart or the people. */
export type SettingsImportKind = RequestOf<'settingsImport'>['kind'];
/** A checked or written import file: its rows and every problem found. */
export type SettingsImportResult = Extract<ReplyOf<'settingsImport'>, { status: 'success' }>['item'];

/** Posts a JSON body to a call with its path parameters filled in; answers like callRoute (an error reply is its envelope). */
function callJson<N extends JsonRouteName>(api: ApiClient, name: N, params: Record<string, string>, body: RequestOf<N>): Promise<ReplyOf<N>> {
  const route: RouteSpec = ROUTES[name];
  return envelopeOf<ReplyOf<N> & Envelope>(api.sendJson(routePath(name, params), body, route.idempotent === true));
}

export const settingsCalls = (api: ApiClient) => ({
  pages: () => callJson(api, 'settingsPages', {}, {}),
  list: (page: string, fields: SettingsListFields) => callJson(api, 'settingsList', { page }, fields),
  read: (page: string, id: SettingsRecordId) => callJson(api, 'settingsRead', { page }, { id }),
  create: (page: string, record: SettingsRecordFields) => callJson(api, 'settingsCreate', { page }, { record }),
  update: (page: string, id: SettingsRecordId, record: SettingsRecordFields) => callJson(api, 'settingsUpdate', { page }, { id, record }),
  remove: (page: string, id: SettingsRecordId) => callJson(api, 'settingsDelete', { page }, { id }),
  importFile: (kind: SettingsImportKind, mode: RequestOf<'settingsImport'>['mode'], file: Blob) => uploadRoute(api, 'settingsImport', { kind, mode }, file),
  options: (page: string, field: string, search?: string) => callJson(api, 'settingsOptions', { page }, search ? { field, search } : { field }),
});

export type SettingsCalls = ReturnType<typeof settingsCalls>;
