/**
 * The manuals' calls (engine/api/routes.ts): every signed-in person lists a readers' page's
 * published items and opens their files (inline, so a PDF opens in the browser's viewer and a
 * video plays); a person who may write the record's settings page uploads its file (the body is
 * the file itself, streamed to the file store like an attachment).
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/errors';
import { sendFile } from '../../http/file-reply';
import { integerOf } from '../../http/integer-input';
import { serveRoute } from '../../http/serve-route';
import { requireAuth } from '../identity/auth';
import { listManuals, MANUAL_MSG, openManualFile, storeManualFile } from './manual-files';

export function registerManualRoutes(app: FastifyInstance): void {
  serveRoute(app, 'manualList', async (request) => {
    requireAuth(request);
    return { status: 'success' as const, message: MANUAL_MSG.listed, items: await listManuals(app.db, request.body.section) };
  });

  serveRoute(app, 'manualFile', async (request, reply) => {
    const auth = requireAuth(request);
    // A path names a thing: an id that is not one names nothing.
    const id = integerOf(request.params.id);
    if (id === null || id < 1 || id > 2147483647) throw new ApiError(404, MANUAL_MSG.fileNotFound);
    const file = await openManualFile(app.db, auth.personId, app.files.manuals, id);
    return sendFile(reply, { type: file.type, name: file.name, body: file.stream, size: file.size, show: 'inline' });
  });

  // Every content type reaches the handler as a stream: the size limit and the SHA-256 apply while it streams.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    serveRoute(scope, 'manualFileUpload', async (request) => {
      const auth = requireAuth(request);
      const length = Number(request.headers['content-length']);
      const item = await storeManualFile(
        app.db,
        { personId: auth.personId, ip: request.ip, files: app.files.manuals },
        {
          id: request.query.id,
          fileName: request.query.FILE_NAME,
          declaredType: request.headers['content-type'],
          declaredLength: Number.isFinite(length) ? length : null,
          body: request.body,
        },
      );
      return { status: 'success' as const, message: MANUAL_MSG.uploaded(item.file_name), item };
    });
  });
}
