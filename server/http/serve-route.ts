/**
 * Registers a call of the route table (engine/api/routes.ts) with its handler. The table gives
 * the methods, the path and the schemas; this file turns them into Fastify's:
 *
 * - the request schema validates the body of a POST and the query string of a GET; a POST's
 *   query string is held to the same fields with none required (handlers read both through
 *   input()), so query and body are validated alike;
 * - the reply schema is the 200 response schema, and error.reply every 4xx and 5xx: the reply
 *   serialiser writes only the fields a schema names, so nothing leaves the server by accident;
 * - whether the call needs a session is read from the table by the auth hook
 *   (modules/identity/auth.ts), which answers 401 before the input is read.
 *
 * The handler's request and reply are typed from the schemas' generated types.
 */
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorReply, RequestOf, SuccessOf } from '../../engine/api/call-route';
import { ROUTES, type RouteName, type RouteSpec } from '../../engine/api/routes';
import { apiSchema, withoutRequired, type Json } from './api-schemas';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route table's name of the call (absent on routes outside the table). */
    routeName?: RouteName;
  }
}

type Fields<N extends RouteName> = RequestOf<N>;

/** A call whose body is a file: the request schema describes its query string, the body is the file's stream. */
type IsFileBody<N extends RouteName> = (typeof ROUTES)[N] extends { fileBody: true } ? true : false;

/** A call that answers GET only: its fields are its query string, validated with the whole request schema. */
type IsGetOnly<N extends RouteName> = (typeof ROUTES)[N]['methods'] extends readonly ['GET'] ? true : false;

export type RouteRequest<N extends RouteName> =
  IsFileBody<N> extends true
    ? FastifyRequest<{ Body: Readable; Querystring: Fields<N>; Params: Record<string, string> }>
    : IsGetOnly<N> extends true
      ? FastifyRequest<{ Querystring: Fields<N>; Params: Record<string, string> }>
      : FastifyRequest<{ Body: Fields<N>; Querystring: Partial<Fields<N>>; Params: Record<string, string> }>;

/** What a handler may answer: its reply, an error envelope with a status set, or the reply object after sending a file. */
export type RouteHandler<N extends RouteName> = (request: RouteRequest<N>, reply: FastifyReply) => Promise<SuccessOf<N> | ErrorReply | FastifyReply>;

/** The reply schemas of a call by status. A file reply has none for 200. */
export function responseSchemas(route: RouteSpec): Record<string, Json> {
  const error = apiSchema('error.reply');
  const schemas: Record<string, Json> = { '4xx': error, '5xx': error };
  if (typeof route.reply === 'string') schemas['200'] = apiSchema(route.reply);
  return schemas;
}

/** Fastify's schemas of one method of a call. */
function routeSchemas(route: RouteSpec, method: 'GET' | 'POST'): Json {
  const request = apiSchema(route.request);
  const fields = route.presenceCheckedByHandler ? withoutRequired(request) : request;
  const schema: Json = { response: responseSchemas(route) };
  if (route.fileBody) schema.querystring = fields;
  else if (method === 'GET') schema.querystring = fields;
  else {
    schema.body = fields;
    schema.querystring = withoutRequired(request);
  }
  return schema;
}

export function serveRoute<N extends RouteName>(app: FastifyInstance, name: N, handler: RouteHandler<N>): void {
  const route: RouteSpec = ROUTES[name];
  for (const method of route.methods) {
    app.route({
      method,
      url: route.path,
      schema: routeSchemas(route, method),
      config: { routeName: name, fileBody: route.fileBody ?? false },
      // A file goes out as it is stored, with its length; only generated JSON is compressed.
      ...(typeof route.reply === 'string' ? {} : { compress: false as const }),
      handler: handler as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
    });
  }
}

/** The fields of a call that answers GET and POST: the query string and the body, the body winning a name both carry. */
export function input<T>(request: { query: unknown; body: T }): T {
  return { ...(request.query as object | undefined), ...(request.body as object | undefined) } as T;
}
