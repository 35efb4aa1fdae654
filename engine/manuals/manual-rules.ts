/**
 * Manuals and related documents: which records each readers' page shows, and which files a
 * record may carry. A record is a manual (the DocumentManual settings page) or a related
 * document (relatedDocuments); a manual has a topic (using the system, or the documents) and a
 * medium (PDF or video), so each of the four manual pages shows one topic in one medium.
 *
 * Browser-safe data only: the server and the client bundle both import it, so the upload form
 * refuses before sending exactly what the server would refuse by name and size.
 */

export type ManualMedia = 'pdf' | 'video';
export type ManualShelf = 'manual' | 'related';
export type ManualTopic = 'system' | 'document';

/** Each readers' page (its address without the slash) and the records it shows. */
export const MANUAL_SECTIONS = {
  manual: { shelf: 'manual', topic: 'system', media: 'pdf' },
  'manual-video': { shelf: 'manual', topic: 'system', media: 'video' },
  'manual-document': { shelf: 'manual', topic: 'document', media: 'pdf' },
  'manual-document-video': { shelf: 'manual', topic: 'document', media: 'video' },
  // Related documents have no topic, and a page of them mixes PDFs, videos and links.
  'related-document': { shelf: 'related', topic: null, media: null },
} as const satisfies Record<string, { shelf: ManualShelf; topic: ManualTopic | null; media: ManualMedia | null }>;

export type ManualSection = keyof typeof MANUAL_SECTIONS;

/** The settings page keeping each shelf's records (its write permission lets a person upload their files). */
export const MANUAL_SHELF_PAGES: Readonly<Record<ManualShelf, string>> = { manual: 'DocumentManual', related: 'relatedDocuments' };

/** Largest file of each medium: a PDF like a letter's attachment, a video of some minutes. */
export const MANUAL_MAX_BYTES: Readonly<Record<ManualMedia, number>> = { pdf: 20 * 1024 * 1024, video: 200 * 1024 * 1024 };

/** The file types by name ending, with the medium each serves and the first bytes it starts with. */
export const MANUAL_FILE_TYPES: Readonly<Record<string, { media: ManualMedia; type: 'application/pdf' | 'video/mp4' | 'video/webm' }>> = {
  pdf: { media: 'pdf', type: 'application/pdf' },
  mp4: { media: 'video', type: 'video/mp4' },
  webm: { media: 'video', type: 'video/webm' },
};

/** The `accept` list of the file input of each medium. */
export const MANUAL_ACCEPT: Readonly<Record<ManualMedia, string>> = { pdf: '.pdf,application/pdf', video: '.mp4,.webm,video/mp4,video/webm' };

/** The name ending of a file name, lower case ('' when none). */
function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** The type of a file of that name for a record of that medium, or null when the name does not fit it. */
export function manualFileType(fileName: string, media: ManualMedia) {
  const known = Object.hasOwn(MANUAL_FILE_TYPES, extensionOf(fileName)) ? MANUAL_FILE_TYPES[extensionOf(fileName)]! : null;
  return known && known.media === media ? known : null;
}

/** Why a file may not be uploaded for a record of that medium (by name and size), or null when it may. */
export function manualFileProblem(fileName: string, sizeBytes: number, media: ManualMedia): 'notPdf' | 'notVideo' | 'tooLarge' | 'empty' | null {
  if (!manualFileType(fileName, media)) return media === 'pdf' ? 'notPdf' : 'notVideo';
  if (sizeBytes > MANUAL_MAX_BYTES[media]) return 'tooLarge';
  if (sizeBytes === 0) return 'empty';
  return null;
}
