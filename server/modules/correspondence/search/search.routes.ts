/**
 * The document store's call (search-documents): the viewer's letters, found by the filters of
 * the request, one page at a time. The handler only maps the contract's field names onto the
 * search (document-search.ts), which checks what the schema cannot.
 */
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../../../http/serve-route';
import { searchDocuments } from './document-search';
import { viewerOf } from '../viewer-of';

export function registerSearchRoutes(app: FastifyInstance): void {
  serveRoute(app, 'searchDocuments', async (request) => {
    const viewer = await viewerOf(app, request);
    const b = request.body;
    const found = await searchDocuments(app.db, viewer, {
      search: b.search,
      docNo: b.F_DOC_NO,
      subject: b.F_DOC_TITLE,
      dear: b.F_DEAR,
      from: b.F_FROM,
      dateFrom: b.F_DOC_DATE_FROM,
      dateTo: b.F_DOC_DATE_TO,
      docTypeId: b.F_DOC_TYPE_ID,
      speedId: b.F_DOC_SPEED_ID,
      secretId: b.F_DOC_SECRET_ID,
      departmentId: b.F_DEPT_ID,
      bookGroup: b.F_BOOK_GROUP,
      page: b.page,
      pageSize: b.pageSize,
    });
    return { status: 'success' as const, message: 'สำเร็จ', ...found };
  });
}
