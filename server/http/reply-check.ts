/**
 * Test servers check every JSON reply of a route-table call against its reply schema before
 * it is serialised. In production the serialiser silently drops a field the schema does not
 * name; here a reply that does not match (a field missing from the schema, a wrong type, a
 * required field absent) fails the request with 500 and an error log naming the call and the
 * problem, so a schema that drifts from its handler fails the tests instead of hiding data.
 *
 * The check reads the reply as the client will (after a JSON round trip: dates are strings).
 */
import Ajv, { type ValidateFunction } from 'ajv';
import type { FastifyInstance } from 'fastify';
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

export function registerReplyCheck(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    const name = request.routeOptions.config.routeName;
    if (!name || payload === null || typeof payload !== 'object') return payload;
    const problem = replyProblem(ROUTES[name], reply.statusCode, payload);
    if (problem !== null) throw new ReplyShapeError(name, problem);
    return payload;
  });
}
