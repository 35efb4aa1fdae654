/* Generated from schemas/api/register-remark.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Fields of register-remark: the registry clerk's remark (หมายเหตุ) on one entry of a department's register; an empty remark clears it.
 */
export interface RegisterRemarkRequest {
  /**
   * receive: ทะเบียนหนังสือรับ; send: ทะเบียนหนังสือส่ง.
   */
  REGISTER: 'receive' | 'send';
  /**
   * The department whose register it is.
   */
  F_DEPT_ID: number;
  /**
   * Buddhist-era year (พ.ศ.) of the register.
   */
  YEAR: number;
  /**
   * The entry's register number.
   */
  NUMBER: number;
  /**
   * The remark; the server refuses one longer than the register's limit (500 characters) with a Thai message.
   */
  REMARK: string;
}
