/**
 * The organisation import call (settingsImport in the route table): the body is the file itself,
 * the query says what it holds and whether to write. Only the organisation's administrator (a
 * person holding a role of type 'admin') may import: the file creates departments and accounts.
 * The file is read whole into memory (at most IMPORT_MAX_BYTES, 413 beyond) because an XLSX
 * archive can only be opened whole.
 */
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/errors';
import { readBody } from '../../http/read-body';
import { serveRoute } from '../../http/serve-route';
import { requireAuth } from '../identity/auth';
import { importOrganisation } from './org-import';
import { IMPORT_MSG } from './org-import-messages';
import { settingsAccessOf } from './settings-permissions';

/** Twenty thousand people with every column fit in a few megabytes. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

export function registerOrgImportRoutes(app: FastifyInstance): void {
  // Every content type reaches the handler as a stream: CSV and XLSX are told apart by content.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    serveRoute(scope, 'settingsImport', async (request) => {
      const auth = requireAuth(request);
      if (!(await settingsAccessOf(app.db, auth.personId)).administrator) throw new ApiError(403, IMPORT_MSG.notAdmin);
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > IMPORT_MAX_BYTES) throw new ApiError(413, IMPORT_MSG.tooLarge(IMPORT_MAX_BYTES / 1024 / 1024));
      const bytes = await readBody(request.body as Readable | undefined, IMPORT_MAX_BYTES, IMPORT_MSG.tooLarge(IMPORT_MAX_BYTES / 1024 / 1024));
      if (bytes.length === 0) throw new ApiError(400, IMPORT_MSG.empty);
      const item = await importOrganisation(app.db, {
        kind: request.query.kind,
        mode: request.query.mode,
        bytes,
        rootDepartmentId: app.tenant.manifest.organization.departmentId,
        actor: { personId: auth.personId, ip: request.ip, now: new Date() },
      });
      const message = item.applied
        ? IMPORT_MSG.imported(item.rows)
        : item.problemCount > 0
          ? IMPORT_MSG.checkedWithProblems(item.problemCount)
          : IMPORT_MSG.checked(item.rows);
      return { status: 'success' as const, message, item };
    });
  });
}
