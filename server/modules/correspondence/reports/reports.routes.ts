/**
 * The reports' calls (รายงาน): the figures of a year as JSON, and one of their tables as a
 * file. Handlers are thin; report-summary.ts decides what is counted and for whom.
 */
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../../../http/serve-route';
import { sendFile } from '../../../http/file-reply';
import { exportReport } from './report-export';
import { reportSummary } from './report-summary';
import { viewerOf } from '../viewer-of';

export function registerReportRoutes(app: FastifyInstance): void {
  serveRoute(app, 'reportSummary', async (request) => {
    const viewer = await viewerOf(app, request);
    const b = request.body;
    const summary = await reportSummary(app.db, viewer, app.tenant.manifest, { yearBe: b.YEAR, departmentId: b.F_DEPT_ID });
    return { status: 'success' as const, message: 'สำเร็จ', ...summary };
  });

  serveRoute(app, 'reportExport', async (request, reply) => {
    const viewer = await viewerOf(app, request);
    const q = request.query;
    const file = await exportReport(app.db, viewer, app.tenant.manifest, { yearBe: q.YEAR, departmentId: q.F_DEPT_ID, table: q.TABLE }, q.format);
    return sendFile(reply, { type: file.media, name: file.fileName, body: file.body });
  });
}
