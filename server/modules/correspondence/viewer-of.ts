/** The step every correspondence call starts with: from the session to the viewer (who they are, their roles and departments). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth } from '../identity/auth';
import { loadViewer, type Viewer } from './viewer';

export async function viewerOf(app: FastifyInstance, request: FastifyRequest): Promise<Viewer> {
  const auth = requireAuth(request);
  return loadViewer(app.db, auth.personId);
}
