/**
 * A settings call in a server test, as the client makes it: JSON posted to the call's path (the
 * settings page in it, when the call names one) with a session's bearer token.
 */
import type { FastifyInstance } from 'fastify';
import { routePath } from '../../engine/api/route-path';
import { type RouteName } from '../../engine/api/routes';

export async function settingsCall<Reply>(app: FastifyInstance, name: RouteName, page: string, body: unknown, token: string | undefined) {
  // A missing token is sent as such, and answered 401 like any unknown one.
  const reply = await app.inject({
    method: 'POST',
    url: page === '' ? routePath(name) : routePath(name, { page }),
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  return { status: reply.statusCode, json: reply.json<Reply>(), text: reply.body };
}
