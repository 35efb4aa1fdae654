/**
 * The self-service calls (profileRead, profileUpdate, profilePictureUpload, profilePicture in the
 * route table): each acts on the signed-in person only; no call takes a person id, so nobody
 * reads or changes another person's record through them. The rules are in profile.ts.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/errors';
import { readBody } from '../../http/read-body';
import { serveRoute } from '../../http/serve-route';
import { requireAuth } from './auth';
import { loadProfile, PICTURE_MAX_BYTES, PROFILE_MSG, storePicture, updateContact } from './profile';

export function registerProfileRoutes(app: FastifyInstance, options: { now: () => Date }): void {
  const actorOf = (request: Parameters<typeof requireAuth>[0]) => ({ personId: requireAuth(request).personId, ip: request.ip, now: options.now() });

  serveRoute(app, 'profileRead', async (request) => {
    const auth = requireAuth(request);
    return { status: 'success' as const, message: PROFILE_MSG.loaded, item: await loadProfile(app.db, auth.personId) };
  });

  serveRoute(app, 'profileUpdate', async (request) => {
    const actor = actorOf(request);
    const changed = await updateContact(app.db, actor, request.body);
    return { status: 'success' as const, message: changed ? PROFILE_MSG.saved : PROFILE_MSG.unchanged, item: await loadProfile(app.db, actor.personId) };
  });

  // The body is the picture: every content type reaches the handler as a stream, told apart by content.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    serveRoute(scope, 'profilePictureUpload', async (request) => {
      const actor = actorOf(request);
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > PICTURE_MAX_BYTES) throw new ApiError(413, PROFILE_MSG.pictureTooLarge(PICTURE_MAX_BYTES));
      const bytes = await readBody(request.body, PICTURE_MAX_BYTES, PROFILE_MSG.pictureTooLarge(PICTURE_MAX_BYTES));
      await storePicture(app.db, actor, { fileName: request.query.FILE_NAME, bytes });
      return { status: 'success' as const, message: PROFILE_MSG.pictureSaved, item: await loadProfile(app.db, actor.personId) };
    });
  });

  serveRoute(app, 'profilePicture', async (request, reply) => {
    const auth = requireAuth(request);
    const row = await app.db.selectFrom('people').select(['avatar', 'avatar_type']).where('id', '=', auth.personId).executeTakeFirst();
    if (!row?.avatar || !row.avatar_type) throw new ApiError(404, PROFILE_MSG.noPicture);
    return reply.type(row.avatar_type).header('x-content-type-options', 'nosniff').header('cache-control', 'private, no-store').send(Buffer.from(row.avatar));
  });
}
