/**
 * The person's own records as pages: the system-usage history (the audit trail) and every
 * notification (the all-notifications page). Both answer only the caller's own rows.
 */
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../../../http/serve-route';
import { requireAuth } from '../../identity/auth';
import { notificationPage } from '../notifications/notification-list';
import { modulesOf } from '../notifications/notifications';
import { usageHistoryPage } from './usage-history';
import { viewerOf } from '../viewer-of';

const DONE = 'สำเร็จ';

export function registerHistoryRoutes(app: FastifyInstance): void {
  serveRoute(app, 'usageHistory', async (request) => {
    const viewer = await viewerOf(app, request);
    return { status: 'success' as const, message: DONE, ...(await usageHistoryPage(app.db, viewer, request.body ?? {})) };
  });

  serveRoute(app, 'notificationList', async (request) => {
    const auth = requireAuth(request);
    // A post without a body asks for the defaults.
    const b = request.body ?? {};
    const page = await notificationPage(app.db, auth.personId, { modules: modulesOf(b.MODULE), read: b.read, page: b.page, pageSize: b.pageSize });
    return { status: 'success' as const, message: DONE, ...page };
  });
}
