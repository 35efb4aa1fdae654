/**
 * The filing calls: a department's filing list by pages and as a file, and the change of a filed
 * letter's retention. Paths, methods and schemas are the route table's (engine/api/routes.ts).
 */
import type { FastifyInstance } from 'fastify';
import { sendFile } from '../../../http/file-reply';
import { serveRoute } from '../../../http/serve-route';
import { viewerOf } from '../viewer-of';
import { changeRetention, FILING_MSG, retentionChangeOf } from './filing';
import { exportFiling, filingPage } from './filing-list';

export function registerFilingRoutes(app: FastifyInstance): void {
  serveRoute(app, 'filingList', async (request) => {
    const viewer = await viewerOf(app, request);
    const b = request.body;
    const page = await filingPage(app.db, viewer, { departmentId: b.F_DEPT_ID, yearBe: b.YEAR, page: b.page, pageSize: b.pageSize });
    return { status: 'success' as const, message: 'สำเร็จ', ...page };
  });

  serveRoute(app, 'filingExport', async (request, reply) => {
    const viewer = await viewerOf(app, request);
    const q = request.query;
    const file = await exportFiling(app.db, viewer, { departmentId: q.F_DEPT_ID, yearBe: q.YEAR }, q.format);
    return sendFile(reply, { type: file.media, name: file.fileName, body: file.body });
  });

  serveRoute(app, 'filingRetention', async (request) => {
    const viewer = await viewerOf(app, request);
    const change = retentionChangeOf(request.body);
    await changeRetention(app.db, viewer, { ip: request.ip }, change);
    return { status: 'success' as const, message: FILING_MSG.saved };
  });
}
