/* Generated from schemas/api/certificate-import.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Fields of certificate-import and certificate-authority-import: a PKCS#12 file (.p12/.pfx) in base64 and its password.
 */
export interface CertificateImportRequest {
  /**
   * The file, base64.
   */
  FILE: string;
  /**
   * The file's password.
   */
  PASSWORD: string;
}
