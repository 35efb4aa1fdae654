/** The nine document modal types of the portal contract (a queue's DOCUMENT value names one). */
export const DOCUMENT_MODAL_TYPES = [
  'viewDocument',
  'sentBackDocument',
  'assignPresentDocument',
  'presentDocument',
  'assignDocument',
  'recordResultConsiderationDocument',
  'commandDocument',
  'viewReportDocument',
  'viewReportDocumentPerson',
] as const;
export type DocumentModalType = (typeof DOCUMENT_MODAL_TYPES)[number];

/** Unknown values fall back to viewDocument. */
export function modalTypeOf(value: string): DocumentModalType {
  return (DOCUMENT_MODAL_TYPES as readonly string[]).includes(value) ? (value as DocumentModalType) : 'viewDocument';
}
