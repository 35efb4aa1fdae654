import { thaiText } from '../../../engine/i18n/catalogue-text';

/**
 * Thai messages of the settings engine's calls (the person sees them in the page or its form).
 * A message the page's form shows too (a missing parent, a format the form checks before
 * sending) is the catalogue's text under its key.
 */
export const SETTINGS_MSG = {
  done: 'สำเร็จ',
  created: 'เพิ่มข้อมูลเรียบร้อยแล้ว',
  updated: 'บันทึกการแก้ไขเรียบร้อยแล้ว',
  deleted: 'ลบข้อมูลเรียบร้อยแล้ว',
  deactivated: 'ปิดการใช้งานรายการนี้เรียบร้อยแล้ว',
  unknownPage: 'ไม่พบหน้าตั้งค่าที่ร้องขอ',
  unknownRecord: 'ไม่พบรายการที่ร้องขอ อาจถูกลบไปแล้ว',
  unknownParent: thaiText('settings.nested.parentMissing'),
  scopeNotNested: 'หน้าตั้งค่านี้ไม่ได้อยู่ภายใต้รายการอื่น จึงไม่รับข้อมูลช่อง scope',
  noRead: 'ไม่มีสิทธิ์ใช้งานหน้าตั้งค่านี้',
  noWrite: 'ไม่มีสิทธิ์แก้ไขข้อมูลในหน้าตั้งค่านี้',
  duplicate: 'ข้อมูลซ้ำกับรายการที่มีอยู่แล้ว',
  referenceMissing: 'ข้อมูลที่อ้างถึงไม่มีอยู่ในระบบ หรือรายการนี้ยังถูกใช้งานอยู่ในส่วนอื่น',
  rejectedByDatabase: 'ข้อมูลไม่ผ่านเงื่อนไขของระบบ กรุณาตรวจสอบอีกครั้ง',
  notOffered: 'หน้าตั้งค่านี้ไม่มีการเพิ่มหรือลบรายการในลักษณะนี้',
  notReference: 'ช่องที่ระบุไม่ใช่ช่องที่เลือกจากรายการของหน้านี้',
  referenceUnknown: (label: string) => `ไม่พบรายการที่เลือกในช่อง ${label} อาจถูกลบไปแล้ว กรุณาเลือกใหม่`,
  readOnly: (label: string) => `ช่อง ${label} แก้ไขในหน้านี้ไม่ได้`,
  treeCycle: (label: string) => `เลือก${label}นี้ไม่ได้ เพราะจะทำให้รายการอยู่ใต้ตัวเองหรือใต้รายการย่อยของตัวเอง`,
  treeNewRoot: (label: string) => `กรุณาเลือก${label} (รายการบนสุดของโครงสร้างมีได้รายการเดียว)`,
  treeMoveRoot: 'รายการบนสุดของโครงสร้างย้ายไปอยู่ใต้รายการอื่นไม่ได้ แก้ไขได้เฉพาะชื่อ',
  treeDeleteRoot: 'ลบรายการบนสุดของโครงสร้างไม่ได้',
  lastAdministrator: 'ต้องมีผู้ดูแลระบบที่ยังใช้งานได้อย่างน้อยหนึ่งคน จึงถอน เปลี่ยน หรือปิดการใช้งานผู้ดูแลระบบคนสุดท้ายไม่ได้',
  badFormat: {
    'thai-id-card': (label: string) => thaiText('settings.form.error.thaiIdCard', { field: label }),
    date: (label: string) => thaiText('settings.form.error.date', { field: label }),
    'date-time': (label: string) => `${label}ไม่ถูกต้อง กรุณาระบุวันและเวลาให้ถูกต้อง`,
    json: (label: string) => `${label}ไม่ถูกต้อง`,
    email: (label: string) => thaiText('settings.form.error.email', { field: label }),
    color: (label: string) => thaiText('settings.form.error.color', { field: label }),
    'web-address': (label: string) => thaiText('settings.form.error.webAddress', { field: label }),
  },
  disableSelf: 'ปิดการใช้งานบัญชีของตนเองไม่ได้ ให้ผู้ดูแลระบบคนอื่นเป็นผู้ดำเนินการ',
} as const;
