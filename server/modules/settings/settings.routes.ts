/**
 * The settings engine's calls (engine/api/routes.ts, tag 'settings'): one set of handlers for
 * every declared page. Each call finds the page's declaration (404 when none), checks the
 * person's permission for it (403), for a nested page finds the parent record the call names
 * (settings-scope.ts; 404 when none), then runs the declaration's SQL (settings-engine.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SETTINGS_PAGES, settingsPageOf, type SettingsPage } from '../../../engine/settings/settings-pages';
import { ApiError } from '../../http/errors';
import { serveRoute } from '../../http/serve-route';
import { requireAuth } from '../identity/auth';
import type { ScryptParams } from '../identity/password-hash';
import {
  createRecord,
  deleteRecord,
  fixedWhereOf,
  keyOf,
  listRecords,
  readRecord,
  referenceOptions,
  updateRecord,
  type SettingsActor,
  type WriteOptions,
} from './settings-engine';
import { SETTINGS_MSG } from './settings-messages';
import { assertCanRead, assertCanWrite, canRead, canWrite, settingsAccessOf, type SettingsAccess } from './settings-permissions';
import { checkedRecord } from './settings-record';
import { scopeOf } from './settings-scope';
import { sendFile } from '../../http/file-reply';
import { EXPORT_MSG, exportRecords, filtersOfQuery } from './settings-export';
import { checkedFilters } from './settings-filters';

const DEFAULT_SIZE = 25;

type Operation = NonNullable<SettingsPage['operations']>[number];

/** A write the page does not offer is refused whoever asks (the client shows no button for it). */
function assertOffers(page: SettingsPage, operation: Operation): void {
  if (page.operations && !page.operations.includes(operation)) throw new ApiError(403, SETTINGS_MSG.notOffered);
}

/** What the engine's writes need of the identity policy: the cost of the password hashes a page's secret writes. */
export interface SettingsRouteOptions {
  passwordHash?: ScryptParams;
}

export function registerSettingsRoutes(app: FastifyInstance, routeOptions: SettingsRouteOptions = {}): void {
  /** The page the path names and what the signed-in person may do on the settings pages. */
  async function pageAndAccess(request: FastifyRequest): Promise<{ page: SettingsPage; access: SettingsAccess }> {
    const auth = requireAuth(request);
    const page = settingsPageOf((request.params as { page?: string }).page ?? '');
    if (!page) throw new ApiError(404, SETTINGS_MSG.unknownPage);
    return { page, access: await settingsAccessOf(app.db, auth.personId) };
  }

  const actorOf = (request: FastifyRequest, access: SettingsAccess): SettingsActor => ({ personId: access.personId, ip: request.ip, now: new Date() });
  const thai = () => app.tenant.locales.th;
  const writeOptions = (scope: WriteOptions['scope'] = null): WriteOptions => ({
    locale: thai(),
    organisationRoot: app.tenant.manifest.organization.departmentId,
    passwordHash: routeOptions.passwordHash,
    scope,
  });

  serveRoute(app, 'settingsPages', async (request) => {
    const access = await settingsAccessOf(app.db, requireAuth(request).personId);
    const items = SETTINGS_PAGES.filter((page) => canRead(access, page)).map((page) => ({ page: page.page, canWrite: canWrite(access, page) }));
    return { status: 'success', message: SETTINGS_MSG.done, items };
  });

  serveRoute(app, 'settingsList', async (request) => {
    const { page, access } = await pageAndAccess(request);
    assertCanRead(access, page);
    const body = request.body;
    const scope = await scopeOf(app.db, page, body.scope);
    const filters = checkedFilters(page, body.filters, thai());
    const result = await listRecords(app.db, page, { page: body.page ?? 1, size: body.size ?? DEFAULT_SIZE, search: body.search, scope, filters });
    return { status: 'success', message: SETTINGS_MSG.done, items: result.items, total: result.total };
  });

  // The same rows as the list, all of them, as a CSV file (settings-export.ts); only a page declaring export offers it.
  serveRoute(app, 'settingsExport', async (request, reply) => {
    const { page, access } = await pageAndAccess(request);
    assertCanRead(access, page);
    if (!page.export) throw new ApiError(403, EXPORT_MSG.notOffered);
    const query = request.query;
    const scope = await scopeOf(app.db, page, query.scope);
    const given = filtersOfQuery(query.filters);
    const filters = checkedFilters(page, given, thai());
    const asked = { ...(query.search ? { search: query.search } : {}), ...(given ? { filters: given } : {}), ...(scope ? { scope: scope.value } : {}) };
    const file = await exportRecords(app.db, page, { search: query.search, scope, filters, asked }, actorOf(request, access), thai());
    return sendFile(reply, { type: 'text/csv; charset=utf-8', name: file.fileName, body: file.body });
  });

  serveRoute(app, 'settingsRead', async (request) => {
    const { page, access } = await pageAndAccess(request);
    assertCanRead(access, page);
    const scope = await scopeOf(app.db, page, request.body.scope);
    return { status: 'success', message: SETTINGS_MSG.done, item: await readRecord(app.db, page, keyOf(page, request.body.id), scope) };
  });

  serveRoute(app, 'settingsOptions', async (request) => {
    const { page, access } = await pageAndAccess(request);
    assertCanRead(access, page);
    const reference = Object.hasOwn(page.record.schema.properties, request.body.field)
      ? page.record.schema.properties[request.body.field]?.reference
      : undefined;
    if (!reference) throw new ApiError(400, SETTINGS_MSG.notReference, { fields: ['field'] });
    return {
      status: 'success',
      message: SETTINGS_MSG.done,
      items: await referenceOptions(app.db, reference, request.body.search, fixedWhereOf(page, request.body.field)),
    };
  });

  serveRoute(app, 'settingsCreate', async (request) => {
    const { page, access } = await pageAndAccess(request);
    assertCanWrite(access, page);
    assertOffers(page, 'create');
    const scope = await scopeOf(app.db, page, request.body.scope);
    const values = checkedRecord(page, request.body.record, thai());
    return { status: 'success', message: SETTINGS_MSG.created, item: await createRecord(app.db, page, values, actorOf(request, access), writeOptions(scope)) };
  });

  serveRoute(app, 'settingsUpdate', async (request) => {
    const { page, access } = await pageAndAccess(request);
    assertCanWrite(access, page);
    assertOffers(page, 'update');
    const scope = await scopeOf(app.db, page, request.body.scope);
    const id = keyOf(page, request.body.id);
    const values = checkedRecord(page, request.body.record, thai());
    return {
      status: 'success',
      message: SETTINGS_MSG.updated,
      item: await updateRecord(app.db, page, id, values, actorOf(request, access), writeOptions(scope)),
    };
  });

  serveRoute(app, 'settingsDelete', async (request) => {
    const { page, access } = await pageAndAccess(request);
    assertCanWrite(access, page);
    assertOffers(page, 'delete');
    const scope = await scopeOf(app.db, page, request.body.scope);
    const id = keyOf(page, request.body.id);
    const { deactivated } = await deleteRecord(app.db, page, id, actorOf(request, access), { scope });
    return { status: 'success', message: deactivated ? SETTINGS_MSG.deactivated : SETTINGS_MSG.deleted, item: { id, deactivated } };
  });
}
