/* Generated from schemas/api/letter-form.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * One of the regulation's letter forms. external: หนังสือภายนอก; memo: บันทึกข้อความ; stamped: หนังสือประทับตรา; command: คำสั่ง; regulation: ระเบียบ; rule: ข้อบังคับ; announcement: ประกาศ; statement: แถลงการณ์; news: ข่าว; certificate: หนังสือรับรอง; minutes: รายงานการประชุม.
 */
export type LetterFormCode =
  | 'external'
  | 'memo'
  | 'stamped'
  | 'command'
  | 'regulation'
  | 'rule'
  | 'announcement'
  | 'statement'
  | 'news'
  | 'certificate'
  | 'minutes';
