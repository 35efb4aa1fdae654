/**
 * Whether a picked file is a PDF, by its first bytes: every PDF starts with `%PDF-`, whatever
 * its name or the type the browser guessed, so a renamed picture is refused before it is sent.
 */
const PDF_MAGIC = '%PDF-';

export async function startsLikePdf(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, PDF_MAGIC.length).arrayBuffer());
  return head.length === PDF_MAGIC.length && [...head].every((byte, i) => byte === PDF_MAGIC.charCodeAt(i));
}

/**
 * The name a downloaded signed file is saved under: the letter's number (or its subject when it
 * has none) and `-signed.pdf`. Characters that a file name may not hold on common systems
 * (a letter number such as `ศธ 0501/123` has a slash) become '-'.
 */
export function signedFileName(docNo: string | null, subject: string): string {
  const base = (docNo?.trim() || subject.trim() || 'letter').replace(/[\\/:*?"<>|\p{Cc}]+/gu, '-');
  return `${base}-signed.pdf`;
}
