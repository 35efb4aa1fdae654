/* Generated from schemas/api/filing-list.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Reply of filing-list: one page of a department's filing list and how many rows it holds.
 */
export interface FilingListReply {
  status: 'success';
  /**
   * Thai message for the person.
   */
  message: string;
  items: FilingEntry[];
  total: number;
  page: number;
  pageSize: number;
  /**
   * The list's Buddhist-era year.
   */
  YEAR: number;
}
export interface FilingEntry {
  /**
   * ลำดับที่: the row's place in the year's list, from 1.
   */
  ORDER: number;
  F_DOC_ID: number;
  /**
   * The letter's number (ที่).
   */
  F_DOC_NO: string | null;
  /**
   * The letter's date (ลงวันที่), YYYY-MM-DD.
   */
  F_DOC_DATE: string | null;
  /**
   * The subject (เรื่อง), or the secrecy class in brackets for a letter the reader may not read.
   */
  F_DOC_TITLE: string;
  /**
   * When it was filed (ISO 8601).
   */
  FILED_AT: string;
  /**
   * อายุการเก็บ in years; null when never destroyed.
   */
  RETENTION_YEARS: number | null;
  /**
   * ห้ามทำลาย.
   */
  NEVER_DESTROY: boolean;
  /**
   * The Buddhist-era year from which it may be destroyed (ทำลายได้ในปี); null when never destroyed.
   */
  DESTROY_YEAR: number | null;
  /**
   * หมายเหตุ: the reason of the last change of retention.
   */
  NOTE: string | null;
}
