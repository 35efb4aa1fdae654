/**
 * The portal calls of the public contract, with their exact names and fields: queues, tiles,
 * dashboard book cards, organisation list, read marks, document links, menus, notifications.
 * Paths and schemas are the route table's; the rules live in the modules each handler calls.
 */
import { QUEUE_CODES } from '../../../engine/queues/registry';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/errors';
import { input, serveRoute } from '../../http/serve-route';
import { requireAuth } from '../identity/auth';
import { dashboardBooks, isBookGroup, organizationList } from './queues/dashboard';
import { decodeDocumentId } from './letters/doc-links';
import { menusFor } from './queues/menus';
import { MSG } from './messages';
import { markAllNotificationsRead, markNotificationRead, modulesOf, notificationSummary } from './notifications/notifications';
import { isQueueCode } from './queues/queues';
import { markDocumentRead } from './letters/reads';
import { viewerOf } from './viewer-of';
import { DEFAULT_PAGE_SIZE, todoPage } from './queues/todo-page';
import { todoTiles } from './queues/todo-tiles';
import { assertCanReadDocument } from './visibility';

/** The status and message every successful portal reply carries. */
const SUCCESS = { status: 'success', message: 'สำเร็จ' } as const;

export function registerPortalRoutes(app: FastifyInstance): void {
  serveRoute(app, 'getTodoList', async (request) => {
    const viewer = await viewerOf(app, request);
    const body = request.body;
    if (!isQueueCode(body.typeCode)) throw new ApiError(400, MSG.unknownQueue);
    const pageSize = body.pageSize ?? body.perpage ?? body.limit ?? DEFAULT_PAGE_SIZE;
    const page = body.page ?? (body.offset !== undefined ? Math.floor(body.offset / pageSize) + 1 : 1);
    // `sort` may be the field or, in older clients, just the direction.
    const sortIsDirection = body.sort !== undefined && /^(asc|desc)$/i.test(body.sort);
    const result = await todoPage(app.db, viewer, body.typeCode, {
      page,
      pageSize,
      sort: sortIsDirection ? null : body.sort,
      order: sortIsDirection ? body.sort : body.order,
      search: body.search ?? body.generalSearch,
      organizationId: body.organization_id,
    });
    return { ...SUCCESS, items: result.items, total: result.total, page: result.page, pageSize: result.pageSize };
  });

  serveRoute(app, 'getTodoLists', async (request) => {
    const viewer = await viewerOf(app, request);
    const body = input(request);
    return { ...SUCCESS, items: await todoTiles(app.db, viewer, app.tenant.manifest, { search: body.search, lang: body.lang }) };
  });

  // The registry workspace reaches every queue, whatever the tenant's dashboard shows.
  serveRoute(app, 'workspaceQueues', async (request) => {
    const viewer = await viewerOf(app, request);
    const body = request.body;
    return { ...SUCCESS, items: await todoTiles(app.db, viewer, app.tenant.manifest, { search: body.search, lang: body.lang, codes: QUEUE_CODES }) };
  });

  serveRoute(app, 'getDashboard', async (request) => {
    const viewer = await viewerOf(app, request);
    const body = input(request);
    const bookType = body.bookType || null;
    if (bookType !== null && !isBookGroup(bookType)) throw new ApiError(400, MSG.unknownBookType);
    return { ...SUCCESS, item: await dashboardBooks(app.db, viewer, { bookType, search: body.querySearch }) };
  });

  serveRoute(app, 'getDashboardOrganizationLists', async (request) => {
    const viewer = await viewerOf(app, request);
    return { ...SUCCESS, items: await organizationList(app.db, viewer) };
  });

  serveRoute(app, 'updateReadPortal', async (request) => {
    const viewer = await viewerOf(app, request);
    const { F_DOC_ID } = input(request);
    await assertCanReadDocument(app.db, viewer, F_DOC_ID);
    const updated = await markDocumentRead(app.db, viewer, F_DOC_ID, new Date());
    return { ...SUCCESS, item: { F_DOC_ID, READ_STEPS: updated } };
  });

  serveRoute(app, 'decodeDocument', async (request) => {
    const viewer = await viewerOf(app, request);
    const documentId = await decodeDocumentId(app.db, request.body.F_DOC_ID_ENCODE);
    if (documentId === null) throw new ApiError(400, MSG.badEncodedId);
    await assertCanReadDocument(app.db, viewer, documentId);
    return { ...SUCCESS, item: { F_DOC_ID: documentId } };
  });

  serveRoute(app, 'getMenus', async (request) => {
    const viewer = await viewerOf(app, request);
    const menus = await menusFor(app.db, viewer);
    // The portal's client reads `item` (the list); `items` is the same list for clients that read every list there.
    return { ...SUCCESS, item: menus, items: menus };
  });

  serveRoute(app, 'notificationUpdateRead', async (request) => {
    const auth = requireAuth(request);
    const result = await markNotificationRead(app.db, auth.personId, request.body.NN_RECEIVE_ID, new Date());
    return {
      status: 'success' as const,
      message: result.is_save ? MSG.notificationRead : MSG.notificationReadBefore,
      is_save: result.is_save,
      item: result.item,
    };
  });

  serveRoute(app, 'notificationUpdateReadAll', async (request) => {
    const auth = requireAuth(request);
    const count = await markAllNotificationsRead(app.db, auth.personId, modulesOf(request.body?.MODULE), new Date());
    return { ...SUCCESS, item: { updated: count } };
  });

  serveRoute(app, 'getNotifications', async (request) => {
    const auth = requireAuth(request);
    // The contract names the field `items` although it carries one summary {totalAlert, alerts, logs}.
    return { ...SUCCESS, items: await notificationSummary(app.db, auth.personId, modulesOf(request.body?.MODULE)) };
  });
}
