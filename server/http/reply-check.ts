/**
 * Test servers check every JSON reply of a route-table call against its reply schema before
 * it is serialised. In production the serialiser silently drops a field the schema does not
 * name; here a reply that does not match (a field missing from the schema, a wrong type, a
 * required field absent) fails the request with 500 and an error log naming the call and the
 * problem, so a schema that drifts from its handler fails the tests instead of hiding data.
 *
 * The check reads the reply as the client will (after a JSON round trip: dates are strings).
 * A file reply must be sent with one of the media types the route table gives it, the ones
 * OpenAPI documents.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import { ROUTES, type RouteSpec } from '../../engine/api/routes';
import { apiSchema } from './api-schemas';

const ajv = new Ajv({ allErrors: false, allowUnionTypes: true, strict: false });
const compiled = new Map<string, ValidateFunction>();

function validatorFor(name: Parameters<typeof apiSchema>[0]): ValidateFunction {
  let validate = compiled.get(name);
  if (!validate) {
    validate = ajv.compile(apiSchema(name));
    compiled.set(name, validate);
  }
  return validate;
}

export class ReplyShapeError extends Error {
  constructor(routeName: string, problem: string) {
    super(`reply of ${routeName} does not match its schema: ${problem}`);
    this.name = 'ReplyShapeError';
  }
}

/** The problem of a reply, or null when it matches its schema (200: the route's reply, else error.reply). */
export function replyProblem(route: RouteSpec, statusCode: number, payload: unknown): string | null {
  const schemaName = statusCode >= 400 ? 'error.reply' : route.reply;
  if (typeof schemaName !== 'string') return null;
  const validate = validatorFor(schemaName);
  if (validate(JSON.parse(JSON.stringify(payload)))) return null;
  const first = validate.errors?.[0];
  return `${schemaName}: ${first?.instancePath || '(root)'} ${first?.message ?? 'invalid'}${first?.params ? ` ${JSON.stringify(first.params)}` : ''}`;
}

/** The problem of a file reply's Content-Type, or null when the route table lists its media type (or the reply is JSON). */
export function fileReplyProblem(route: RouteSpec, contentType: unknown): string | null {
  if (typeof route.reply === 'string') return null;
  const media = String(contentType ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  return route.reply.media.includes(media) ? null : `sent as ${JSON.stringify(media)}, not one of ${route.reply.media.join(', ')}`;
}

export function registerReplyCheck(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    const name = request.routeOptions.config.routeName;
    if (!name || payload === null || typeof payload !== 'object') return payload;
    const problem = replyProblem(ROUTES[name], reply.statusCode, payload);
    if (problem !== null) throw new ReplyShapeError(name, problem);
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const name = request.routeOptions.config.routeName;
    if (!name || reply.statusCode !== 200) return payload;
    const problem = fileReplyProblem(ROUTES[name], reply.getHeader('content-type'));
    if (problem === null) return payload;
    // A file streamed from the store is not sent: close it.
    (payload as Partial<Readable> | null)?.destroy?.();
    throw new ReplyShapeError(name, problem);
  });
}
