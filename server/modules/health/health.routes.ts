/**
 * GET /api/health: for load balancers and people. 200 when a query round-trips, 503 when the
 * database does not answer (closed, unreachable, or busy longer than the time-out).
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { errorEnvelope, MESSAGES } from '../../http/errors';
import { serveRoute } from '../../http/serve-route';

const TIMEOUT_MS = 3_000;

export function registerHealthRoutes(app: FastifyInstance, info: { engine: string; tenant: string; version: string }): void {
  serveRoute(app, 'health', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        sql`select 1`.execute(app.db),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
        }),
      ]);
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database down');
      return reply.code(503).send(errorEnvelope(MESSAGES.databaseDown, { item: { database: 'down', ...info } }));
    } finally {
      clearTimeout(timer);
    }
    return { status: 'success' as const, item: { database: 'up' as const, ...info } };
  });
}
