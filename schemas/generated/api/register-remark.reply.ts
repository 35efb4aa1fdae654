/* Generated from schemas/api/register-remark.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Reply of register-remark: the entry's remark as saved.
 */
export interface RegisterRemarkReply {
  status: 'success';
  /**
   * Thai message for the person.
   */
  message: string;
  NUMBER: number;
  /**
   * The remark saved; null when cleared.
   */
  REMARK: string | null;
}
