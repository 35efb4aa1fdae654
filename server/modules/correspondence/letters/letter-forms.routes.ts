/**
 * The calls of letters written on the regulation's forms: save a version, preview content before
 * saving it, list the versions, and the letter's PDF. Paths, methods and schemas are the route table's (engine/api/routes.ts); the
 * PDF's digits and emblem are the tenant's (features.letterDigits, branding.emblem).
 */
import type { FastifyInstance } from 'fastify';
import { sendFile } from '../../../http/file-reply';
import { serveRoute } from '../../../http/serve-route';
import { viewerOf } from '../viewer-of';
import { LETTER_MSG, letterPdf, letterVersions, previewLetter, saveLetterVersion } from './letter-versions';

export function registerLetterRoutes(app: FastifyInstance): void {
  serveRoute(app, 'letterSave', async (request) => {
    const viewer = await viewerOf(app, request);
    const b = request.body;
    const version = await saveLetterVersion(app.db, viewer, { ip: request.ip }, { documentId: b.F_DOC_ID, content: b.CONTENT, note: b.NOTE });
    return { status: 'success' as const, message: LETTER_MSG.saved(version), VERSION: version };
  });

  serveRoute(app, 'letterPreview', async (request, reply) => {
    const viewer = await viewerOf(app, request);
    const b = request.body;
    const file = await previewLetter(app.db, viewer, {
      documentId: b.F_DOC_ID,
      content: b.CONTENT,
      digits: app.tenant.manifest.features.letterDigits,
      emblem: app.tenant.emblem,
    });
    return sendFile(reply, { type: 'application/pdf', name: file.fileName, body: file.body, show: 'inline' });
  });

  serveRoute(app, 'letterVersions', async (request) => {
    const viewer = await viewerOf(app, request);
    return { status: 'success' as const, message: 'สำเร็จ', items: await letterVersions(app.db, viewer, request.body.F_DOC_ID) };
  });

  serveRoute(app, 'letterPdf', async (request, reply) => {
    const viewer = await viewerOf(app, request);
    const q = request.query;
    const file = await letterPdf(app.db, viewer, {
      documentId: q.F_DOC_ID,
      version: q.VERSION,
      digits: app.tenant.manifest.features.letterDigits,
      emblem: app.tenant.emblem,
    });
    // Shown in the browser's own viewer; the name is the subject's, in Thai.
    return sendFile(reply, { type: 'application/pdf', name: file.fileName, body: file.body, show: 'inline' });
  });
}
