/**
 * Entry point of the correspondence module's HTTP calls. server/app.ts calls
 * registerCorrespondenceRoutes(app) after the auth hook and the form-body parser.
 */
import type { FastifyInstance } from 'fastify';
import { registerDocumentRoutes } from './routes-documents';
import { registerPortalRoutes } from './routes-portal';

export function registerCorrespondenceRoutes(app: FastifyInstance): void {
  registerPortalRoutes(app);
  registerDocumentRoutes(app);
}

export { correspondenceEvents } from './events';
