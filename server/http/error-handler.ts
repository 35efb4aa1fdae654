/**
 * One error handler and one not-found handler for the whole server, so every failure has
 * the envelope {status:'error', message:<Thai>} and no stack trace ever reaches a client.
 *
 * Malformed input (schema validation, the strict-input rules, a body Fastify cannot parse) is
 * the client's mistake: 400 with the field named, logged at warn. A database that cannot
 * answer now (restart, fail-over, network) is 503 with a Thai "try again", logged at warn.
 * Other 5xx log at error.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { ApiError, errorEnvelope, messageForStatus, MESSAGES } from './errors';
import { displayField, inputMessage, InvalidInputError, type InputProblem } from './invalid-input';

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

interface AjvError {
  keyword: string;
  instancePath: string;
  params?: { missingProperty?: string; additionalProperty?: string };
}

/** The field and the problem of a schema validation error (ajv stops at the first). */
function validationProblem(error: FastifyError): { problem: InputProblem; field: string } {
  const first = (error.validation ?? [])[0] as AjvError | undefined;
  const where = first?.instancePath ? first.instancePath.slice(1).replace(/\//g, '.') : '';
  const join = (name: string) => [where, name].filter(Boolean).join('.');
  if (first?.params?.missingProperty !== undefined) return { problem: 'missing', field: join(first.params.missingProperty) };
  if (first?.params?.additionalProperty !== undefined) return { problem: 'unknown', field: join(first.params.additionalProperty) };
  return { problem: 'invalid', field: where || (error.validationContext ?? 'body') };
}

function warnInvalid(request: FastifyRequest, fields: string[], message: string): void {
  request.log.warn({ url: request.routeOptions.url, method: request.method, fields }, `invalid input: ${message}`);
}

export function registerErrorHandling(app: FastifyInstance, options: { notFound: (request: FastifyRequest, reply: FastifyReply) => unknown }): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof InvalidInputError) {
      warnInvalid(request, error.extra.fields as string[], error.message);
      return reply.code(400).send(errorEnvelope(error.message, error.extra));
    }
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).send(errorEnvelope(error.message, error.extra));
    }
    if (error.validation) {
      const { problem, field } = validationProblem(error);
      const shown = displayField(field);
      const message = inputMessage(problem, shown);
      warnInvalid(request, [shown], message);
      return reply.code(400).send(errorEnvelope(message, { fields: [shown] }));
    }
    if (isDatabaseUnavailable(error)) {
      // The database is restarting, failing over or out of reach: nothing is wrong with the
      // call, and the client's retry (or the person trying again) succeeds once it is back.
      request.log.warn({ url: request.routeOptions.url, method: request.method, err: error }, 'database unavailable');
      return reply.code(503).send(errorEnvelope(MESSAGES.databaseDown));
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send(errorEnvelope(MESSAGES.serverError));
    }
    // 4xx raised by Fastify or a plugin (bad JSON, body too large, wrong content type...).
    request.log.warn({ url: request.routeOptions.url, method: request.method, code: error.code }, `refused request: ${error.message}`);
    return reply.code(status).send(errorEnvelope(messageForStatus(status)));
  });

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send(errorEnvelope(MESSAGES.notFound));
    }
    return options.notFound(request, reply);
  });
}
