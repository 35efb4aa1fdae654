/**
 * The calls of signed letters: a person's signed history and the signed file right after one
 * signature. Paths, methods and schemas are the route table's (engine/api/routes.ts).
 */
import type { FastifyInstance } from 'fastify';
import { sendFile } from '../../../http/file-reply';
import { serveRoute } from '../../../http/serve-route';
import { viewerOf } from '../viewer-of';
import { signedFileOf, signedHistory } from './signed-history';

export function registerSignatureRoutes(app: FastifyInstance): void {
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
