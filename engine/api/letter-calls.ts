/**
 * The calls of letters written on the regulation's forms, typed from the route table: save a
 * version, the PDF of content not saved yet (the writing screen's preview), the versions, and
 * the letter's PDF. Content nests objects, so saving and previewing post JSON.
 */
import { callJsonRoute, callRoute, fetchJsonRouteFile, fetchRouteFile, type RequestOf } from './call-route';
import type { ApiClient } from './client';

export type LetterSaveFields = RequestOf<'letterSave'>;

export const letterCalls = (api: ApiClient) => ({
  save: (fields: LetterSaveFields) => callJsonRoute(api, 'letterSave', fields),
  preview: (fields: RequestOf<'letterPreview'>) => fetchJsonRouteFile(api, 'letterPreview', fields),
  versions: (documentId: number) => callRoute(api, 'letterVersions', { F_DOC_ID: documentId }),
  /** The newest version unless one is named. */
  pdf: (documentId: number, version?: number) => fetchRouteFile(api, 'letterPdf', { F_DOC_ID: documentId, VERSION: version ?? null }),
});

export type LetterCalls = ReturnType<typeof letterCalls>;
