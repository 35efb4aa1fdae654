/**
 * Entry point of the correspondence module's HTTP calls. server/app.ts calls
 * registerCorrespondenceRoutes(app) after the auth hook and the form-body parser.
 */
import type { FastifyInstance } from 'fastify';
import { registerDocumentRoutes } from './routes-documents';
import { registerHistoryRoutes } from './routes-history';
import { registerPortalRoutes } from './routes-portal';
import { registerReportRoutes } from './routes-reports';
import { registerSearchRoutes } from './routes-search';

export function registerCorrespondenceRoutes(app: FastifyInstance): void {
  registerPortalRoutes(app);
  registerDocumentRoutes(app);
  registerReportRoutes(app);
  registerHistoryRoutes(app);
  registerSearchRoutes(app);
}

export { correspondenceEvents } from './events';
