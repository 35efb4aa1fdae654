/** The Thai words of electronic signing on letters, as the server answers them. */
import { thaiText } from '../../../../engine/i18n/catalogue-text';

export const SIGNATURE_MSG = {
  noSignature: 'ไม่พบลายมือชื่ออิเล็กทรอนิกส์ที่ขอ',
  notPdf: 'ไฟล์ที่ส่งมาไม่ใช่ไฟล์ PDF',
  emptyFile: 'กรุณาเลือกไฟล์ PDF ที่ต้องการตรวจสอบ',
  tooLarge: (mb: number) => `ไฟล์มีขนาดเกิน ${mb} MB`,
  unreadablePdf: 'อ่านโครงสร้างไฟล์ PDF นี้ไม่ได้',
  verified: (count: number) => (count === 0 ? thaiText('signing.verify.none') : `ตรวจสอบลายมือชื่ออิเล็กทรอนิกส์ ${count} รายการแล้ว`),
  notWrittenHere: 'หนังสือฉบับนี้ไม่ได้จัดทำในระบบ จึงลงนามอิเล็กทรอนิกส์ไม่ได้ กรุณาจัดทำหนังสือตามแบบก่อน',
  attachmentNotFound: 'ไม่พบไฟล์แนบที่เลือกลงนามในหนังสือฉบับนี้',
  attachmentNotPdf: (file: string) => `ลงนามได้เฉพาะไฟล์แนบที่เป็น PDF: ${file} ไม่ใช่ไฟล์ PDF`,
  attachmentUnsignable: (file: string) => `ลงนามไฟล์แนบ ${file} ไม่ได้ เพราะระบบอ่านโครงสร้างไฟล์ PDF นี้ไม่ได้หรือไฟล์ถูกเข้ารหัสไว้ กรุณาบันทึกไฟล์เป็น PDF ใหม่แล้วแนบอีกครั้ง`,
  attachmentFileMissing: (file: string) => `ไม่พบเนื้อไฟล์แนบ ${file} ในที่เก็บไฟล์`,
  signedNoRenumber: 'หนังสือฉบับนี้ลงนามอิเล็กทรอนิกส์แล้ว จึงยกเลิกเลขหนังสือไม่ได้',
} as const;
