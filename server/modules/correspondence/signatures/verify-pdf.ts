/**
 * Checks the electronic signatures of any PDF a reader brings: each signature's signer, time and
 * where the time comes from, whether the signed bytes are intact, whether anything but further
 * signatures was added after it, and the signer's certificate as of the signing time (valid,
 * revoked by this organisation's CA, expired, or not issued by an authority of this organisation).
 */
import type { Kysely } from 'kysely';
import type { PdfSignatureCheck } from '../../../../schemas/generated/api/verify-pdf.reply';
import type { Database } from '../../../db/schema';
import { ApiError } from '../../../http/errors';
import { verifyPdf } from '../../../signing/pades-verify';
import { revokedSerials, trustedAuthorities } from '../../signing/person-signer';
import { SIGNATURE_MSG } from './signature-messages';

/** The largest PDF the check reads. */
export const VERIFY_MAX_BYTES = 30 * 1024 * 1024;

export async function checkPdfSignatures(db: Kysely<Database>, pdf: Buffer): Promise<PdfSignatureCheck[]> {
  if (pdf.length === 0) throw new ApiError(400, SIGNATURE_MSG.emptyFile);
  if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new ApiError(400, SIGNATURE_MSG.notPdf);
  const [trusted, revoked] = await Promise.all([trustedAuthorities(db), revokedSerials(db)]);
  let reports;
  try {
    reports = await verifyPdf(pdf, trusted, { revoked });
  } catch {
    // A file we cannot read as a PDF is the reader's problem to know about, not a server fault.
    throw new ApiError(400, SIGNATURE_MSG.unreadablePdf);
  }
  return reports.map((report) => ({
    SIGNER: report.signerName,
    SIGNED_AT: report.time ? report.time.toISOString() : null,
    TIME_SOURCE: report.timeSource,
    INTACT: report.intact,
    CHANGED_AFTER: report.changedAfter,
    CERTIFICATE_STATUS: report.certificateStatus,
  }));
}
