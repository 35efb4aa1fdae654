/**
 * The signed-in person's own electronic signature over HTTP (signatureStatus, signatureImage,
 * signatureImageUpload, signatureImageDelete, signatureAccept, signingCodeRequest,
 * signingCodeConfirm in the route table). No call takes a person id: each acts on the person
 * of the session only. The rules are in signature.ts and signing-codes.ts.
 */
import type { FastifyInstance } from 'fastify';
import { thaiText } from '../../../engine/i18n/catalogue-text';
import { ApiError } from '../../http/errors';
import { readBody } from '../../http/read-body';
import { serveRoute } from '../../http/serve-route';
import { requireAuth } from '../identity/auth';
import type { Mailer } from '../mail/mailer';
import { acceptSignatureUse, imageTooLargeMessage, removeSignatureImage, signatureStatus, storeSignatureImage } from './signature';
import { SIGNATURE_MAX_BYTES } from './signature-image';
import { confirmSigningCode, requestSigningCode } from './signing-codes';

export function registerSigningRoutes(app: FastifyInstance, options: { now: () => Date; mailer: Mailer }): void {
  const actorOf = (request: Parameters<typeof requireAuth>[0]) => ({ personId: requireAuth(request).personId, ip: request.ip, now: options.now() });
  const status = async (personId: number, message: string) => ({ status: 'success' as const, message, item: await signatureStatus(app.db, personId) });

  serveRoute(app, 'signatureStatus', async (request) => status(requireAuth(request).personId, thaiText('signing.server.statusLoaded')));

  // The body is the image: every content type reaches the handler as a stream, told apart by content.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    serveRoute(scope, 'signatureImageUpload', async (request) => {
      const actor = actorOf(request);
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > SIGNATURE_MAX_BYTES) throw new ApiError(413, imageTooLargeMessage());
      const bytes = await readBody(request.body, SIGNATURE_MAX_BYTES, imageTooLargeMessage());
      await storeSignatureImage(app.db, actor, bytes);
      return status(actor.personId, thaiText('signing.server.imageSaved'));
    });
  });

  serveRoute(app, 'signatureImage', async (request, reply) => {
    const auth = requireAuth(request);
    const row = await app.db.selectFrom('signature_images').select(['bytes', 'format']).where('person_id', '=', auth.personId).executeTakeFirst();
    if (!row) throw new ApiError(404, thaiText('signing.server.noImage'));
    return reply
      .type(row.format === 'png' ? 'image/png' : 'image/jpeg')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(row.bytes));
  });

  serveRoute(app, 'signatureImageDelete', async (request) => {
    const actor = actorOf(request);
    await removeSignatureImage(app.db, actor);
    return status(actor.personId, thaiText('signing.server.imageRemoved'));
  });

  serveRoute(app, 'signatureAccept', async (request) => {
    const actor = actorOf(request);
    const outcome = await acceptSignatureUse(app.db, actor, request.body.TEXT_VERSION);
    return status(actor.personId, thaiText(outcome === 'accepted' ? 'signing.server.accepted' : 'signing.server.alreadyAccepted'));
  });

  serveRoute(app, 'signingCodeRequest', async (request) => {
    const { message, ...item } = await requestSigningCode(app.db, options.mailer, actorOf(request), app.lineOutbox);
    return { status: 'success' as const, message, item };
  });

  serveRoute(app, 'signingCodeConfirm', async (request) => {
    const item = await confirmSigningCode(app.db, actorOf(request), request.body.CODE);
    return { status: 'success' as const, message: thaiText('signing.server.codeConfirmed'), item };
  });
}
