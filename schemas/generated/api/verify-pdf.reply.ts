/* Generated from schemas/api/verify-pdf.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Reply of verify-pdf: each electronic signature in the PDF, in the order they were added, with whether it still holds.
 */
export interface VerifyPdfReply {
  status: 'success';
  message: string;
  items: PdfSignatureCheck[];
}
export interface PdfSignatureCheck {
  /**
   * The common name of the signer's certificate.
   */
  SIGNER: string;
  /**
   * ISO 8601: the timestamp authority's time, or the time the signer's software claimed.
   */
  SIGNED_AT: string | null;
  /**
   * Where SIGNED_AT comes from.
   */
  TIME_SOURCE: 'timestamp' | 'claimed';
  /**
   * The signed bytes are unchanged and the signature over them verifies.
   */
  INTACT: boolean;
  /**
   * Something other than further signatures was added to the file after this signature.
   */
  CHANGED_AFTER: boolean;
  /**
   * The signer's certificate at the signing time: valid, revoked by its authority, expired, or not issued by an authority of this organisation.
   */
  CERTIFICATE_STATUS: 'valid' | 'revoked' | 'expired' | 'unknownIssuer';
}
