/**
 * The document modal's calls (server/modules/correspondence/routes-documents.ts): one letter
 * with its routing history, attachments and the actions this reader may do per step; the
 * people a letter can go to; and one action on one routing step. Error replies that carry an
 * envelope (400 missing reason, 403 not yours, 404, 409 wrong state) resolve to it, so the
 * modal shows the server's Thai message; network failures and 5xx still throw.
 */
import type { ActionBody, DocumentAction, Recipient } from '../documents/document-actions';
import { envelopeOf, type ApiClient, type Envelope } from './client';

export interface DocumentStep {
  F_TRANS_ID: number;
  F_PARENT_TRANS_ID: number | null;
  KIND: string;
  KIND_NAME: string;
  STATE: string;
  STATE_NAME: string;
  FROM_PERSON_ID: number | null;
  FROM_PERSON_NAME: string | null;
  FROM_DEPT_NAME: string | null;
  TO_PERSON_ID: number | null;
  TO_PERSON_NAME: string | null;
  TO_DEPT_NAME: string | null;
  NOTE: string | null;
  F_COM_DESC: string | null;
  DUE_DATE: string | null;
  RECEIVE_NO: number | null;
  RECEIVED_AT: string | null;
  ACTION: string | null;
  ACTION_NOTE: string | null;
  ACTED_BY_NAME: string | null;
  ACTED_AT: string | null;
  CREATED_AT: string | null;
}

export interface DocumentAttachment {
  ATTACH_ID: number;
  FILE_NAME: string;
  CONTENT_TYPE: string;
  SIZE: number;
  /** Needs the bearer token: fetch it, do not link to it. */
  URL: string;
}

export interface DocumentDetail {
  F_DOC_ID: number;
  F_DOC_NO: string | null;
  F_DOC_DATE: string | null;
  F_DOC_TITLE: string;
  F_DEAR: string | null;
  F_RECEIVER_TEXT: string | null;
  F_FROM_TEXT: string | null;
  F_DOC_TYPE_NAME: string;
  F_DOC_SPEED_NAME: string;
  F_DOC_SECRET_NAME: string;
  F_COLOR: string | null;
  F_DEPT_NAME: string;
  F_DOC_COMMAND: string | null;
  history: DocumentStep[];
  attachments: DocumentAttachment[];
  actions: { F_TRANS_ID: number; ACTIONS: DocumentAction[] }[];
}

export interface DocumentReply extends Envelope { item?: DocumentDetail }
export interface RecipientsReply extends Envelope { item?: { people: Recipient[] } }
export interface DocumentActionReply extends Envelope {
  item?: { F_DOC_ID: number; F_TRANS_ID: number; STATE: string; NEW_TRANS_IDS: number[]; RECEIVE_NO: number | null; F_DOC_NO: string | null };
}

export const documentCalls = (api: ApiClient) => ({
  getDocument: (F_DOC_ID: number) => envelopeOf<DocumentReply>(api.postSarabun('get-document', { F_DOC_ID })),
  getRecipients: () => envelopeOf<RecipientsReply>(api.postSarabun('get-recipients')),
  documentAction: (body: ActionBody) => envelopeOf<DocumentActionReply>(api.postSarabun('document-action', body)),
});

export type DocumentCalls = ReturnType<typeof documentCalls>;

/** The server's actions for one step of a reply (none when the reader may do nothing there). */
export function stepActions(detail: DocumentDetail, transId: number | null): DocumentAction[] {
  if (transId === null) return [];
  return detail.actions.find((a) => a.F_TRANS_ID === transId)?.ACTIONS ?? [];
}
