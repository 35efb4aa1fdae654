/**
 * The calls of signed letters: checking any PDF's signatures (public), a person's signed history
 * and the signed file right after one signature. Paths, methods and schemas are the route table's (engine/api/routes.ts).
 */
import type { FastifyInstance } from 'fastify';
import { sendFile } from '../../../http/file-reply';
import { serveRoute } from '../../../http/serve-route';
import { viewerOf } from '../viewer-of';
import { signedFileOf, signedHistory } from './signed-history';
import { ApiError } from '../../../http/errors';
import { readBody } from '../../../http/read-body';
import { SIGNATURE_MSG } from './signature-messages';
import { VERIFY_MAX_BYTES, checkPdfSignatures } from './verify-pdf';

export function registerSignatureRoutes(app: FastifyInstance): void {
  // The body is the PDF itself, whatever type the browser gives it; it is told by its content.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    serveRoute(scope, 'verifyPdf', async (request) => {
      const tooLarge = SIGNATURE_MSG.tooLarge(VERIFY_MAX_BYTES / 1024 / 1024);
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > VERIFY_MAX_BYTES) throw new ApiError(413, tooLarge);
      const pdf = await readBody(request.body, VERIFY_MAX_BYTES, tooLarge);
      const items = await checkPdfSignatures(app.db, pdf);
      return { status: 'success' as const, message: SIGNATURE_MSG.verified(items.length), items };
    });
  });

  serveRoute(app, 'signedHistory', async (request) => {
    const viewer = await viewerOf(app, request);
    const { items, total } = await signedHistory(app.db, viewer, request.body.PAGE ?? 1);
    return { status: 'success' as const, message: 'สำเร็จ', items, TOTAL: total };
  });

  serveRoute(app, 'signedFile', async (request, reply) => {
    const viewer = await viewerOf(app, request);
    const file = await signedFileOf(app.db, viewer, request.query.SIGNATURE_ID);
    return sendFile(reply, { type: 'application/pdf', name: file.fileName, body: file.body, show: 'attachment' });
  });
}
