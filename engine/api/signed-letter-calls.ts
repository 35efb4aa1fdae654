/**
 * The electronic-signature calls, typed from the route table: checking the signatures of any
 * PDF (public: the file is the body, sent as application/pdf whatever type the browser gave
 * the picked file), the signed-in person's own signatures page by page, and the signed PDF as
 * it was right after one of them (fetched with the session's token).
 */
import type { PdfSignatureCheck } from '../../schemas/generated/api/verify-pdf.reply';
import type { SignedHistoryItem } from '../../schemas/generated/api/signed-history.reply';
import { callRoute, fetchRouteFile, uploadRoute, type ReplyOf } from './call-route';
import type { ApiClient } from './client';

export type { PdfSignatureCheck, SignedHistoryItem };
export type VerifyPdfCallReply = ReplyOf<'verifyPdf'>;

/** Rows the server answers per page of signed-history. */
export const SIGNED_HISTORY_PAGE_SIZE = 20;

export const PDF_MEDIA_TYPE = 'application/pdf';

export const signedLetterCalls = (api: ApiClient) => ({
  verifyPdf: (file: Blob) => uploadRoute(api, 'verifyPdf', {}, file.type === PDF_MEDIA_TYPE ? file : new Blob([file], { type: PDF_MEDIA_TYPE })),
  /** One-based page, newest signature first. */
  history: (page: number) => callRoute(api, 'signedHistory', { PAGE: page }),
  signedFile: (signatureId: number) => fetchRouteFile(api, 'signedFile', { SIGNATURE_ID: signatureId }),
});

export type SignedLetterCalls = ReturnType<typeof signedLetterCalls>;
