/**
 * The document calls, in the portal's envelope and naming style: create a letter, act on a
 * routing step, read a letter with its history, the lookups a form needs, and attachments
 * (upload is the raw file as the request body; multipart would need another package). Paths,
 * methods and schemas are the route table's (engine/api/routes.ts); handlers are thin.
 */
import { exportRegister } from '../registers/register-export';
import { registerDepartments, registerPage } from '../registers/register-list';
import { thaiText } from '../../../../engine/i18n/catalogue-text';
import { writeRemark } from '../registers/register-remark';
import type { FastifyInstance } from 'fastify';
import { routePath } from '../../../../engine/api/route-path';
import { ApiError } from '../../../http/errors';
import { integerOf } from '../../../http/integer-input';
import { input, serveRoute } from '../../../http/serve-route';
import { requireAuth } from '../../identity/auth';
import { performAction } from './actions';
import { openAttachment, storeAttachment } from './attachments';
import { sendFile } from '../../../http/file-reply';
import { encodeDocumentId } from './doc-links';
import { createDocument, getDocumentDetail } from './documents';
import { lookups, recipients } from './lookups';
import { MSG } from '../messages';
import { viewerOf } from '../viewer-of';
import { signingContextOf } from '../signatures/signing-context';
import { ACTION_NAMES_TH } from '../step-names';

/** The envelope's message of a call that only answers data. */
const DONE = 'สำเร็จ';

export function registerDocumentRoutes(app: FastifyInstance): void {
  serveRoute(app, 'registerDepartments', async (request) => {
    const viewer = await viewerOf(app, request);
    return { status: 'success' as const, message: 'สำเร็จ', items: await registerDepartments(app.db, viewer) };
  });

  serveRoute(app, 'registerList', async (request) => {
    const viewer = await viewerOf(app, request);
    const b = request.body;
    const page = await registerPage(app.db, viewer, {
      register: b.REGISTER,
      departmentId: b.F_DEPT_ID,
      yearBe: b.YEAR,
      search: b.search,
      page: b.page,
      pageSize: b.pageSize,
    });
    return { status: 'success' as const, message: 'สำเร็จ', ...page };
  });

  serveRoute(app, 'registerRemark', async (request) => {
    const viewer = await viewerOf(app, request);
    const auth = requireAuth(request);
    const b = request.body;
    const saved = await writeRemark(
      app.db,
      viewer,
      { register: b.REGISTER, departmentId: b.F_DEPT_ID, yearBe: b.YEAR, number: b.NUMBER, remark: b.REMARK },
      { personId: auth.personId, ip: request.ip, now: new Date() },
    );
    return { status: 'success' as const, message: thaiText('workspace.registers.remarkSaved'), NUMBER: saved.number, REMARK: saved.remark };
  });

  serveRoute(app, 'registerExport', async (request, reply) => {
    const viewer = await viewerOf(app, request);
    const q = request.query;
    const file = await exportRegister(app.db, viewer, { register: q.REGISTER, departmentId: q.F_DEPT_ID, yearBe: q.YEAR, search: q.search }, q.format);
    return sendFile(reply, { type: file.media, name: file.fileName, body: file.body });
  });

  serveRoute(app, 'createDocument', async (request) => {
    const auth = requireAuth(request);
    const b = request.body;
    const item = await createDocument(
      app.db,
      { actorId: auth.personId, ip: request.ip },
      {
        docTypeId: b.F_DOC_TYPE_ID,
        bookGroup: b.F_BOOK_GROUP,
        docNo: b.F_DOC_NO,
        docDate: b.F_DOC_DATE,
        subject: b.F_DOC_TITLE,
        dear: b.F_DEAR,
        to: b.F_TO,
        from: b.F_FROM,
        speedId: b.F_DOC_SPEED_ID,
        secretId: b.F_DOC_SECRET_ID,
        senderTypeId: b.F_SENDER_TYPE_ID,
        ownerDepartmentId: b.F_DEPT_ID,
        meetingNo: b.F_NO_MEET,
        commandText: b.F_DOC_COMMAND,
        categoryId: b.F_CATEGORY_ID,
        commandTypeId: b.F_COMMAND_TYPE_ID,
        publishAll: b.F_PUBLISH_ALL === undefined ? undefined : b.F_PUBLISH_ALL === 1,
      },
    );
    return { status: 'success' as const, message: 'สร้างหนังสือเรียบร้อยแล้ว', item };
  });

  serveRoute(app, 'documentAction', async (request) => {
    const auth = requireAuth(request);
    const b = request.body;
    const result = await performAction(
      app.db,
      {
        actorId: auth.personId,
        ip: request.ip,
        mail: { mailer: app.mailer, publicUrl: app.config.publicUrl, systemName: app.tenant.manifest.identity.systemName.th },
        ...(app.lineOutbox ? { line: { outbox: app.lineOutbox, publicUrl: app.config.publicUrl } } : {}),
        signing: signingContextOf(app),
      },
      {
        action: b.ACTION,
        transId: b.F_TRANS_ID,
        note: b.NOTE,
        result: b.RESULT,
        command: b.F_COM_DESC,
        purpose: b.PURPOSE,
        toPersonIds: b.TO_PERSON_IDS,
        toDepartmentIds: b.TO_DEPT_IDS,
        dueDate: b.DUE_DATE || null,
        jobTypeId: b.F_JOB_TYPE_ID ?? null,
        signTypeId: b.F_SIGN_TYPE_ID ?? null,
        signGrant: b.SIGN_GRANT ?? null,
        signAttachmentIds: b.SIGN_ATTACHMENT_IDS ?? [],
      },
    );
    // Who was notified is the server's business (it drives the live push), not the caller's.
    const { notified: _notified, ...item } = result;
    return { status: 'success' as const, message: `${ACTION_NAMES_TH[b.ACTION]}เรียบร้อยแล้ว`, item };
  });

  serveRoute(app, 'getDocument', async (request) => {
    const viewer = await viewerOf(app, request);
    const { F_DOC_ID } = input(request);
    const item = await getDocumentDetail(app.db, viewer, F_DOC_ID);
    return { status: 'success' as const, message: DONE, item: { ...item, F_DOC_ID_ENCODE: await encodeDocumentId(app.db, F_DOC_ID) } };
  });

  serveRoute(app, 'getLookups', async (request) => {
    requireAuth(request);
    return { status: 'success' as const, message: DONE, item: await lookups(app.db) };
  });

  serveRoute(app, 'getRecipients', async (request) => {
    requireAuth(request);
    return { status: 'success' as const, message: DONE, item: await recipients(app.db, app.tenant.manifest.organization.headRoleIds) };
  });

  // Upload: the body is the file; every content type reaches the handler as a stream, so the
  // size limit and the SHA-256 apply while it streams (never whole in memory).
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    serveRoute(scope, 'uploadAttachment', async (request) => {
      const viewer = await viewerOf(app, request);
      // The query schema requires both fields, so a request without them never gets here.
      const q = request.query;
      const length = Number(request.headers['content-length']);
      const now = new Date();
      const stored = await storeAttachment(
        app.db,
        { viewer, ip: request.ip, files: app.files.attachments, now },
        {
          documentId: q.F_DOC_ID,
          fileName: q.FILE_NAME,
          declaredType: request.headers['content-type'],
          declaredLength: Number.isFinite(length) ? length : null,
          body: request.body,
        },
      );
      // The same attachment get-document lists, so a client can show it without reloading the letter.
      const item = { ...stored, UPLOADED_AT: now.toISOString(), URL: routePath('downloadAttachment', { id: stored.ATTACH_ID }), SIGNATURES: 0 };
      return { status: 'success' as const, message: 'แนบไฟล์เรียบร้อยแล้ว', item };
    });
  });

  serveRoute(app, 'downloadAttachment', async (request, reply) => {
    const viewer = await viewerOf(app, request);
    // A path names a thing: an id that is not one (same integer rule as fields) names nothing.
    const id = integerOf(request.params.id);
    if (id === null || id < 1) throw new ApiError(404, MSG.attachmentNotFound);
    const { row, stream, size } = await openAttachment(app.db, viewer, app.files.attachments, id);
    return sendFile(reply, { type: row.content_type, name: row.file_name, body: stream, size });
  });
}
