/**
 * One error handler and one not-found handler for the whole server, so every failure has
 * the envelope {status:'error', message:<Thai>} and no stack trace ever reaches a client.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, errorEnvelope, messageForStatus, MESSAGES } from './errors';

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

function validationFields(error: FastifyError): string[] {
  return (error.validation ?? []).map((v) => {
    const missing = (v.params as { missingProperty?: string } | undefined)?.missingProperty;
    const where = v.instancePath ? v.instancePath.slice(1).replace(/\//g, '.') : '';
    return missing ? [where, missing].filter(Boolean).join('.') : where || (error.validationContext ?? 'body');
  });
}

export function registerErrorHandling(app: FastifyInstance, options: { notFound: (request: FastifyRequest, reply: FastifyReply) => unknown }): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).send(errorEnvelope(error.message, error.extra));
    }
    if (error.validation) {
      return reply.code(400).send(errorEnvelope(MESSAGES.badRequest, { fields: validationFields(error) }));
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send(errorEnvelope(MESSAGES.serverError));
    }
    // 4xx raised by Fastify or a plugin (bad JSON, body too large, wrong content type...).
    return reply.code(status).send(errorEnvelope(messageForStatus(status)));
  });

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send(errorEnvelope(MESSAGES.notFound));
    }
    return options.notFound(request, reply);
  });
}
