/* Generated from schemas/api/signed-history.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Reply of signed-history: the signatures the person gave, newest first, each with its letter and the signed file as it was right after it.
 */
export interface SignedHistoryReply {
  status: 'success';
  message: string;
  /**
   * Every signature the person gave.
   */
  TOTAL: number;
  items: SignedHistoryItem[];
}
export interface SignedHistoryItem {
  SIGNATURE_ID: number;
  /**
   * The letter.
   */
  F_DOC_ID: number;
  SUBJECT: string;
  /**
   * The letter's number.
   */
  DOC_NO: string | null;
  /**
   * ISO 8601.
   */
  SIGNED_AT: string;
  TIME_SOURCE: 'timestamp' | 'claimed';
  /**
   * 1 for the letter's first signature, 2 for the next...
   */
  SEQ: number;
  /**
   * The signed PDF as it was right after this signature.
   */
  URL: string;
}
