/**
 * LINE over HTTP (lineLinkCode, lineStatus, lineUnlink, lineWebhook in the route table). The
 * person's calls act on the person of the session only. The webhook is public but believes only
 * a body LINE signed with the channel secret (X-Line-Signature, HMAC-SHA256): anything else is
 * 401 and changes nothing. Without LINE set up for the organisation, nothing can be linked and
 * the webhook answers 404.
 */
import { validateSignature, type webhook } from '@line/bot-sdk';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/errors';
import { readBody } from '../../http/read-body';
import { serveRoute } from '../../http/serve-route';
import { requireAuth } from '../identity/auth';
import { addFriendUrl } from './line-channel';
import { createLinkCode, linkOf, unlinkPerson } from './line-links';
import { LINE_MSG } from './line-messages';
import { handleLineEvent } from './line-webhook';

/** LINE's webhook bodies are small; anything much larger is not LINE. */
const WEBHOOK_MAX_BYTES = 1024 * 1024;

export function registerLineRoutes(app: FastifyInstance, options: { now: () => Date }): void {
  const channel = app.line;
  const statusOf = async (personId: number, message?: string) => {
    const link = channel ? await linkOf(app.db, personId) : null;
    return {
      status: 'success' as const,
      ...(message ? { message } : {}),
      LINKED: link !== null,
      DISPLAY_NAME: link?.displayName ?? null,
      ENABLED: channel !== null,
      ADD_FRIEND_URL: channel ? addFriendUrl(channel) : null,
    };
  };

  serveRoute(app, 'lineLinkCode', async (request) => {
    const { personId } = requireAuth(request);
    if (!channel) throw new ApiError(409, LINE_MSG.notEnabled);
    const issued = await createLinkCode(app.db, personId, options.now());
    return { status: 'success' as const, message: LINE_MSG.codeIssued(issued.expiresIn / 60), CODE: issued.code, EXPIRES_IN: issued.expiresIn };
  });

  serveRoute(app, 'lineStatus', async (request) => statusOf(requireAuth(request).personId));

  serveRoute(app, 'lineUnlink', async (request) => {
    const { personId } = requireAuth(request);
    if (!(await unlinkPerson(app.db, personId))) throw new ApiError(404, LINE_MSG.notLinked);
    return statusOf(personId, LINE_MSG.unlinked);
  });

  // The signature covers the exact bytes LINE sent: the body reaches the handler unparsed.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    serveRoute(scope, 'lineWebhook', async (request) => {
      if (!channel) throw new ApiError(404, LINE_MSG.notEnabled);
      const body = await readBody(request.body, WEBHOOK_MAX_BYTES, LINE_MSG.badBody);
      const signature = request.headers['x-line-signature'];
      if (typeof signature !== 'string' || !validateSignature(body, channel.channelSecret, signature)) throw new ApiError(401, LINE_MSG.badSignature);
      let events: webhook.Event[];
      try {
        events = (JSON.parse(body.toString('utf8')) as webhook.CallbackRequest).events ?? [];
      } catch {
        throw new ApiError(400, LINE_MSG.badBody);
      }
      const ctx = {
        db: app.db,
        channel,
        systemName: app.tenant.manifest.identity.systemName.th,
        now: options.now,
        log: (message: string) => app.log.warn(message),
      };
      for (const event of events) await handleLineEvent(ctx, event);
      return { status: 'success' as const, message: LINE_MSG.received };
    });
  });
}
