/**
 * The audit trail's verification (settingsAuditChain in the route table): whoever may read the
 * audit settings page of the system's actions may ask whether every chain of audit rows is whole.
 * The work is server/modules/identity/audit-chain.ts, the same as `npm run audit:verify`.
 */
import type { FastifyInstance } from 'fastify';
import { settingsPageOf } from '../../../engine/settings/settings-pages';
import { serveRoute } from '../../http/serve-route';
import { requireAuth } from '../identity/auth';
import { verifyAuditChains } from '../identity/audit-chain';
import { SETTINGS_MSG } from './settings-messages';
import { assertCanRead, settingsAccessOf } from './settings-permissions';

/** The audit page the verification belongs to (its read permission guards the call). */
const AUDIT_PAGE = 'activity-system-log';

export function registerAuditChainRoutes(app: FastifyInstance): void {
  serveRoute(app, 'settingsAuditChain', async (request) => {
    const auth = requireAuth(request);
    const page = settingsPageOf(AUDIT_PAGE);
    if (!page) throw new Error(`settings page ${AUDIT_PAGE} is not declared`);
    assertCanRead(await settingsAccessOf(app.db, auth.personId), page);
    return { status: 'success' as const, message: SETTINGS_MSG.done, item: await verifyAuditChains(app.db) };
  });
}
