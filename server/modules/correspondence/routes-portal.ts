/**
 * The portal calls of spec section 7, with their exact names and fields: queues, tiles,
 * dashboard book cards, organisation list, read marks, document links, menus, notifications.
 */
import type { FastifyInstance } from 'fastify';
import decodeSchema from '../../../schemas/api/decode-document.request.schema.json' with { type: 'json' };
import documentIdSchema from '../../../schemas/api/document-id.request.schema.json' with { type: 'json' };
import dashboardSchema from '../../../schemas/api/get-dashboard.request.schema.json' with { type: 'json' };
import todoListSchema from '../../../schemas/api/get-todo-list.request.schema.json' with { type: 'json' };
import todoListsSchema from '../../../schemas/api/get-todo-lists.request.schema.json' with { type: 'json' };
import modulesSchema from '../../../schemas/api/notification-modules.request.schema.json' with { type: 'json' };
import readSchema from '../../../schemas/api/notification-read.request.schema.json' with { type: 'json' };
import type { DecodeDocumentRequest } from '../../../schemas/generated/api/decode-document.request';
import type { DocumentIdRequest } from '../../../schemas/generated/api/document-id.request';
import type { GetDashboardRequest } from '../../../schemas/generated/api/get-dashboard.request';
import type { GetTodoListRequest } from '../../../schemas/generated/api/get-todo-list.request';
import type { GetTodoListsRequest } from '../../../schemas/generated/api/get-todo-lists.request';
import type { NotificationModulesRequest } from '../../../schemas/generated/api/notification-modules.request';
import type { NotificationReadRequest } from '../../../schemas/generated/api/notification-read.request';
import { ApiError } from '../../http/errors';
import { requireAuth } from '../identity/auth';
import { dashboardBooks, isBookGroup, organizationList } from './dashboard';
import { decodeDocumentId } from './doc-links';
import { menusFor } from './menus';
import { MSG } from './messages';
import { markAllNotificationsRead, markNotificationRead, modulesOf, notificationSummary } from './notifications';
import { isQueueCode } from './queues';
import { markDocumentRead } from './reads';
import { bare, getOrPost, input, success, viewerOf } from './route-helpers';
import { DEFAULT_PAGE_SIZE, todoPage, todoTiles } from './todo-list';
import { assertCanReadDocument } from './visibility';

export function registerPortalRoutes(app: FastifyInstance): void {
  app.post('/api/sarabun/get-todo-list', { schema: { body: bare(todoListSchema) } }, async (request) => {
    const viewer = await viewerOf(app, request);
    const body = request.body as GetTodoListRequest;
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
    return success({ items: result.items, total: result.total, page: result.page, pageSize: result.pageSize });
  });

  getOrPost(app, '/api/get-todo-lists', todoListsSchema, async (request) => {
    const viewer = await viewerOf(app, request);
    const body = input<GetTodoListsRequest>(request);
    return success({ items: await todoTiles(app.db, viewer, app.tenant.manifest, { search: body.search, lang: body.lang }) });
  });

  getOrPost(app, '/api/get-dashboard', dashboardSchema, async (request) => {
    const viewer = await viewerOf(app, request);
    const body = input<GetDashboardRequest>(request);
    const bookType = body.bookType || null;
    if (bookType !== null && !isBookGroup(bookType)) throw new ApiError(400, MSG.unknownBookType);
    return success({ item: await dashboardBooks(app.db, viewer, { bookType, search: body.querySearch }) });
  });

  getOrPost(app, '/api/get-dashboard-organization-lists', null, async (request) => {
    const viewer = await viewerOf(app, request);
    return success({ items: await organizationList(app.db, viewer) });
  });

  getOrPost(app, '/api/update-read-portal', documentIdSchema, async (request) => {
    const viewer = await viewerOf(app, request);
    const { F_DOC_ID } = input<DocumentIdRequest>(request);
    await assertCanReadDocument(app.db, viewer, F_DOC_ID);
    const updated = await markDocumentRead(app.db, viewer, F_DOC_ID, new Date());
    return success({ item: { F_DOC_ID, READ_STEPS: updated } });
  });

  app.post('/api/get-decode-document-api', { schema: { body: bare(decodeSchema) } }, async (request) => {
    const viewer = await viewerOf(app, request);
    const { F_DOC_ID_ENCODE } = request.body as DecodeDocumentRequest;
    const documentId = await decodeDocumentId(app.db, F_DOC_ID_ENCODE);
    if (documentId === null) throw new ApiError(400, MSG.badEncodedId);
    await assertCanReadDocument(app.db, viewer, documentId);
    return success({ item: { F_DOC_ID: documentId } });
  });

  app.post('/api/get-authen-user-menu-permission-header-bottom', async (request) => {
    const viewer = await viewerOf(app, request);
    const menus = await menusFor(app.db, viewer);
    // The spec's client reads `item` (the list); `items` is the same list for envelope-generic clients.
    return { status: 'success' as const, message: 'สำเร็จ', item: menus, items: menus };
  });

  app.post('/api/notification-update-read', { schema: { body: bare(readSchema) } }, async (request) => {
    const auth = requireAuth(request);
    const { NN_RECEIVE_ID } = request.body as NotificationReadRequest;
    const result = await markNotificationRead(app.db, auth.personId, NN_RECEIVE_ID, new Date());
    return { status: 'success' as const, message: result.is_save ? 'บันทึกข้อมูล เรียกดู' : 'อ่านแล้ว', is_save: result.is_save, item: result.item };
  });

  app.post('/api/notification-update-read-all', { schema: { body: bare(modulesSchema) } }, async (request) => {
    const auth = requireAuth(request);
    const body = (request.body ?? {}) as NotificationModulesRequest;
    const count = await markAllNotificationsRead(app.db, auth.personId, modulesOf(body.MODULE), new Date());
    return success({ item: { updated: count } });
  });

  app.post('/api/get-notifications', { schema: { body: bare(modulesSchema) } }, async (request) => {
    const auth = requireAuth(request);
    const body = (request.body ?? {}) as NotificationModulesRequest;
    // Spec section 7 names the field `items` although it carries one summary {totalAlert, alerts, logs}.
    return { status: 'success' as const, message: 'สำเร็จ', items: await notificationSummary(app.db, auth.personId, modulesOf(body.MODULE)) };
  });
}
