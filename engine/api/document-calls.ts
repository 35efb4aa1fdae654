/**
 * The document modal's calls: one letter with its routing history, attachments and the
 * actions this reader may do per step; the people a letter can go to; and one action on one
 * routing step. Paths and shapes are the route table's and its schemas' (callRoute); the types
 * below only give the generated ones the names the modal uses. Error replies that carry an
 * envelope (400 missing reason, 403 not yours, 404, 409 wrong state) resolve to it, so the
 * modal shows the server's Thai message; network failures and 5xx still throw.
 */
import type { DocumentAttachment as GeneratedAttachment } from '../../schemas/generated/api/document-attachment';
import type { DocumentDetail as GeneratedDetail, DocumentStep as GeneratedStep } from '../../schemas/generated/api/document.reply';
import type { DocumentAction } from '../documents/actions';
import { uploadRoute, callRoute, type ReplyOf, type RequestOf } from './call-route';
import type { ApiClient } from './client';

export type DocumentDetail = GeneratedDetail;
export type DocumentStep = GeneratedStep;
export type DocumentAttachment = GeneratedAttachment;

export type DocumentReply = ReplyOf<'getDocument'>;
export type RecipientsReply = ReplyOf<'getRecipients'>;
export type DocumentActionReply = ReplyOf<'documentAction'>;

export const documentCalls = (api: ApiClient) => ({
  getDocument: (F_DOC_ID: number) => callRoute(api, 'getDocument', { F_DOC_ID }),
  getRecipients: () => callRoute(api, 'getRecipients'),
  /** Document types, book groups, speed and secrecy classes (with colours), sender types. */
  getLookups: () => callRoute(api, 'getLookups'),
  /** A new letter, held by its creator as a draft step. */
  createDocument: (fields: RequestOf<'createDocument'>) => callRoute(api, 'createDocument', fields),
  documentAction: (body: RequestOf<'documentAction'>) => callRoute(api, 'documentAction', body),
  /** Attaches a file to a letter: the file's name goes along, its bytes are the body. */
  uploadAttachment: (documentId: number, file: Blob & { name: string }) =>
    uploadRoute(api, 'uploadAttachment', { F_DOC_ID: documentId, FILE_NAME: file.name }, file),
});

export type DocumentCalls = ReturnType<typeof documentCalls>;

/** The server's actions for one step of a reply (none when the reader may do nothing there). */
export function stepActions(detail: DocumentDetail, transId: number | null): DocumentAction[] {
  if (transId === null) return [];
  return detail.actions.find((a) => a.F_TRANS_ID === transId)?.ACTIONS ?? [];
}
