/**
 * What may be attached to a letter: the file types by name ending, and the size limit. The
 * server refuses anything else (it also checks each file's first bytes against its type);
 * the client checks the same rules before uploading, so a person learns at once, in Thai,
 * why a file cannot go, instead of after waiting for an upload to be refused.
 *
 * Browser-safe data only: the server and the client bundle both import it.
 */

export const MAX_ATTACHMENT_BYTES = 20 * 1024 * 1024;

/** The first bytes a file of the type starts with ('text': no NUL byte). */
export type AttachmentMagic = 'pdf' | 'ole' | 'zip' | 'jpeg' | 'png' | 'text';

export const ATTACHMENT_TYPES: Readonly<Record<string, { type: string; magic: AttachmentMagic }>> = {
  pdf: { type: 'application/pdf', magic: 'pdf' },
  doc: { type: 'application/msword', magic: 'ole' },
  xls: { type: 'application/vnd.ms-excel', magic: 'ole' },
  ppt: { type: 'application/vnd.ms-powerpoint', magic: 'ole' },
  docx: { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', magic: 'zip' },
  xlsx: { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', magic: 'zip' },
  pptx: { type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', magic: 'zip' },
  odt: { type: 'application/vnd.oasis.opendocument.text', magic: 'zip' },
  ods: { type: 'application/vnd.oasis.opendocument.spreadsheet', magic: 'zip' },
  odp: { type: 'application/vnd.oasis.opendocument.presentation', magic: 'zip' },
  jpg: { type: 'image/jpeg', magic: 'jpeg' },
  jpeg: { type: 'image/jpeg', magic: 'jpeg' },
  png: { type: 'image/png', magic: 'png' },
  txt: { type: 'text/plain', magic: 'text' },
};

/** The `accept` list of a file input: the endings above. */
export const ATTACHMENT_ACCEPT = Object.keys(ATTACHMENT_TYPES)
  .map((ext) => `.${ext}`)
  .join(',');

/** The name ending of a file name, lower case ('' when none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** Why a file may not be attached, or null when it may (checked by name and size). */
export function attachmentProblem(fileName: string, sizeBytes: number): 'typeNotAllowed' | 'tooLarge' | 'empty' | null {
  if (!Object.hasOwn(ATTACHMENT_TYPES, extensionOf(fileName))) return 'typeNotAllowed';
  if (sizeBytes > MAX_ATTACHMENT_BYTES) return 'tooLarge';
  if (sizeBytes === 0) return 'empty';
  return null;
}

/**
 * How the document modal opens an attachment: a PDF in the browser's own viewer, an image in
 * place, anything else (office files, text) as a download. Decided by the file's magic type,
 * the one the server checked on upload, so a renamed file is opened as what it really is.
 */
export type AttachmentView = 'pdf' | 'image' | 'download';

export function attachmentView(fileName: string): AttachmentView {
  const known = ATTACHMENT_TYPES[extensionOf(fileName)];
  if (!known) return 'download';
  if (known.magic === 'pdf') return 'pdf';
  return known.magic === 'jpeg' || known.magic === 'png' ? 'image' : 'download';
}

/** The type a viewed attachment is given in the browser (never the type the response claimed). */
export function viewType(fileName: string): string {
  return ATTACHMENT_TYPES[extensionOf(fileName)]?.type ?? 'application/octet-stream';
}
