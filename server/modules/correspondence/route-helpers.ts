/**
 * Small shared pieces of the correspondence routes: schema preparation (the files in
 * schemas/api carry $id/$schema for editors and the type generator; Fastify gets the bare
 * schema so one file can serve several routes), the session-to-viewer step, and the envelope.
 */
import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { requireAuth } from '../identity/auth';
import { loadViewer, type Viewer } from './viewer';

export function bare(schema: object): object {
  const { $id: _id, $schema: _schema, title: _title, ...rest } = schema as Record<string, unknown>;
  return rest;
}

export async function viewerOf(app: FastifyInstance, request: FastifyRequest): Promise<Viewer> {
  const auth = requireAuth(request);
  return loadViewer(app.db, auth.personId);
}

export function success<T>(payload: { item?: T; items?: T[]; message?: string } & Record<string, unknown>) {
  return { status: 'success' as const, message: payload.message ?? 'สำเร็จ', ...payload };
}

/** Input of a call whose method the spec leaves open: GET (query) and POST (body) both work. */
export function input<T>(request: FastifyRequest): T {
  return { ...(request.query as object | undefined), ...(request.body as object | undefined) } as T;
}

/** Registers GET (querystring validated) and POST (body validated) for one path. */
export function getOrPost(app: FastifyInstance, url: string, schema: object | null, handler: RouteHandlerMethod): void {
  app.get(url, schema ? { schema: { querystring: bare(schema) } } : {}, handler);
  app.post(url, schema ? { schema: { body: bare(schema) } } : {}, handler);
}
