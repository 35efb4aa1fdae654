/* Generated from schemas/api/manual-list.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Request of manual-list: which readers' page asks (its address without the slash). manual: system manuals as PDF; manual-video: system manuals as video; manual-document and manual-document-video: document manuals as PDF and as video; related-document: the related documents.
 */
export interface ManualListRequest {
  section: 'manual' | 'manual-video' | 'manual-document' | 'manual-document-video' | 'related-document';
}
