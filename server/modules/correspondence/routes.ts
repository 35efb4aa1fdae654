/**
 * Entry point of the correspondence module's HTTP calls. server/app.ts calls
 * registerCorrespondenceRoutes(app) after the auth hook and the form-body parser.
 */
import type { FastifyInstance } from 'fastify';
import { registerDocumentRoutes } from './letters/letters.routes';
import { registerLetterRoutes } from './letters/letter-forms.routes';
import { registerSignatureRoutes } from './signatures/signatures.routes';
import { registerDestructionRoutes } from './filing/destruction.routes';
import { registerFilingRoutes } from './filing/filing.routes';
import { registerHistoryRoutes } from './history/history.routes';
import { registerNotificationChoiceRoutes } from './notifications/notification-choices.routes';
import { registerPortalRoutes } from './portal.routes';
import { registerReportRoutes } from './reports/reports.routes';
import { registerSearchRoutes } from './search/search.routes';

export function registerCorrespondenceRoutes(app: FastifyInstance): void {
  registerPortalRoutes(app);
  registerDocumentRoutes(app);
  registerReportRoutes(app);
  registerHistoryRoutes(app);
  registerSearchRoutes(app);
  registerFilingRoutes(app);
  registerDestructionRoutes(app);
  registerLetterRoutes(app);
  registerSignatureRoutes(app);
  registerNotificationChoiceRoutes(app);
}

export { correspondenceEvents } from './events';
