/** Thai messages of the settings engine's calls (the person sees them in the page or its form). */
export const SETTINGS_MSG = {
  done: 'สำเร็จ',
  created: 'เพิ่มข้อมูลเรียบร้อยแล้ว',
  updated: 'บันทึกการแก้ไขเรียบร้อยแล้ว',
  deleted: 'ลบข้อมูลเรียบร้อยแล้ว',
  deactivated: 'ปิดการใช้งานรายการนี้เรียบร้อยแล้ว',
  unknownPage: 'ไม่พบหน้าตั้งค่าที่ร้องขอ',
  unknownRecord: 'ไม่พบรายการที่ร้องขอ อาจถูกลบไปแล้ว',
  noRead: 'ไม่มีสิทธิ์ใช้งานหน้าตั้งค่านี้',
  noWrite: 'ไม่มีสิทธิ์แก้ไขข้อมูลในหน้าตั้งค่านี้',
  duplicate: 'ข้อมูลซ้ำกับรายการที่มีอยู่แล้ว',
  referenceMissing: 'ข้อมูลที่อ้างถึงไม่มีอยู่ในระบบ หรือรายการนี้ยังถูกใช้งานอยู่ในส่วนอื่น',
  rejectedByDatabase: 'ข้อมูลไม่ผ่านเงื่อนไขของระบบ กรุณาตรวจสอบอีกครั้ง',
} as const;
