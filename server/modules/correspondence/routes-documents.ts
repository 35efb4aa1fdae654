/**
 * Calls the spec does not show, in the same envelope and naming style: create a letter, act on
 * a routing step, read a letter with its history, the lookups a form needs, and attachments
 * (upload is the raw file as the request body; multipart would need another package).
 */
import type { FastifyInstance } from 'fastify';
import createSchema from '../../../schemas/api/create-document.request.schema.json' with { type: 'json' };
import actionSchema from '../../../schemas/api/document-action.request.schema.json' with { type: 'json' };
import documentIdSchema from '../../../schemas/api/document-id.request.schema.json' with { type: 'json' };
import uploadSchema from '../../../schemas/api/upload-attachment.query.schema.json' with { type: 'json' };
import type { CreateDocumentRequest } from '../../../schemas/generated/api/create-document.request';
import type { DocumentActionRequest } from '../../../schemas/generated/api/document-action.request';
import type { DocumentIdRequest } from '../../../schemas/generated/api/document-id.request';
import type { UploadAttachmentQuery } from '../../../schemas/generated/api/upload-attachment.query';
import { ApiError } from '../../http/errors';
import { requireAuth } from '../identity/auth';
import { performAction } from './actions';
import { contentDisposition, openAttachment, storeAttachment } from './attachments';
import { encodeDocumentId } from './doc-links';
import { createDocument, getDocumentDetail } from './documents';
import { lookups, recipients } from './lookups';
import { MSG } from './messages';
import { bare, getOrPost, input, success, viewerOf } from './route-helpers';
import { ACTION_NAMES_TH } from './state-machine';
import type { Readable } from 'node:stream';

export function registerDocumentRoutes(app: FastifyInstance): void {
  app.post('/api/sarabun/create-document', { schema: { body: bare(createSchema) } }, async (request) => {
    const auth = requireAuth(request);
    const b = request.body as CreateDocumentRequest;
    const item = await createDocument(app.db, { actorId: auth.personId, ip: request.ip }, {
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
    });
    return success({ message: 'สร้างหนังสือเรียบร้อยแล้ว', item });
  });

  app.post('/api/sarabun/document-action', { schema: { body: bare(actionSchema) } }, async (request) => {
    const auth = requireAuth(request);
    const b = request.body as DocumentActionRequest;
    const result = await performAction(app.db, { actorId: auth.personId, ip: request.ip }, {
      action: b.ACTION,
      transId: b.F_TRANS_ID,
      note: b.NOTE,
      result: b.RESULT,
      command: b.F_COM_DESC,
      purpose: b.PURPOSE,
      toPersonIds: b.TO_PERSON_IDS,
      toDepartmentIds: b.TO_DEPT_IDS,
      dueDate: b.DUE_DATE || null,
    });
    const { notified: _notified, ...item } = result;
    return success({ message: `${ACTION_NAMES_TH[b.ACTION]}เรียบร้อยแล้ว`, item });
  });

  getOrPost(app, '/api/sarabun/get-document', documentIdSchema, async (request) => {
    const viewer = await viewerOf(app, request);
    const { F_DOC_ID } = input<DocumentIdRequest>(request);
    const item = await getDocumentDetail(app.db, viewer, F_DOC_ID);
    return success({ item: { ...item, F_DOC_ID_ENCODE: await encodeDocumentId(app.db, F_DOC_ID) } });
  });

  getOrPost(app, '/api/sarabun/get-lookups', null, async (request) => {
    requireAuth(request);
    return success({ item: await lookups(app.db) });
  });

  getOrPost(app, '/api/sarabun/get-recipients', null, async (request) => {
    requireAuth(request);
    return success({ item: await recipients(app.db, app.tenant.manifest.organization.headRoleIds) });
  });

  // Upload: the body is the file; every content type reaches the handler as a stream, so the
  // size limit and the SHA-256 apply while it streams to disk (never whole in memory).
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    scope.post('/api/sarabun/upload-attachment', { schema: { querystring: bare(uploadSchema) } }, async (request) => {
      const viewer = await viewerOf(app, request);
      const q = request.query as UploadAttachmentQuery;
      const length = Number(request.headers['content-length']);
      const item = await storeAttachment(app.db, { viewer, ip: request.ip, dataDir: app.config.dataDir }, {
        documentId: q.F_DOC_ID,
        fileName: q.FILE_NAME,
        declaredType: request.headers['content-type'],
        declaredLength: Number.isFinite(length) ? length : null,
        body: request.body as Readable,
      });
      return success({ message: 'แนบไฟล์เรียบร้อยแล้ว', item });
    });
  });

  app.get<{ Params: { id: string } }>('/api/sarabun/download-attachment/:id', async (request, reply) => {
    const viewer = await viewerOf(app, request);
    const id = Number(request.params.id);
    if (!Number.isSafeInteger(id) || id < 1) throw new ApiError(404, MSG.attachmentNotFound);
    const { row, stream } = await openAttachment(app.db, viewer, app.config.dataDir, id);
    return reply
      .header('content-type', row.content_type)
      .header('content-length', String(row.size_bytes))
      .header('content-disposition', contentDisposition(row.file_name))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(stream);
  });
}

