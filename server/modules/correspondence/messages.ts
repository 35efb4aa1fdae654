import { thaiText } from '../../../engine/i18n/catalogue-text';

/**
 * Thai messages of the correspondence calls (one place, so wording stays consistent). A refusal
 * the letter's forms show too is the catalogue's text under its key.
 */
export const MSG = {
  // "Does not exist" and "not yours" share one answer, so ids cannot be probed to count letters.
  documentNotFound: 'ไม่พบหนังสือที่ระบุ หรือท่านไม่มีสิทธิ์เข้าถึงหนังสือนี้',
  stepNotFound: 'ไม่พบรายการเดินหนังสือที่ระบุ หรือท่านไม่มีสิทธิ์ดำเนินการกับรายการนี้',
  attachmentNotFound: 'ไม่พบไฟล์แนบที่ระบุ หรือท่านไม่มีสิทธิ์เข้าถึงไฟล์นี้',
  notificationNotFound: 'ไม่พบการแจ้งเตือนที่ระบุ',
  // Marking an alert read: the title of the client's toast when this call saved, else the "read" chip.
  notificationRead: thaiText('notifications.savedTitle'),
  notificationReadBefore: thaiText('workspace.notifications.readChip'),
  noRegisterAccess: 'ไม่มีสิทธิ์ดูทะเบียนหนังสือของหน่วยงานนี้ (เฉพาะเจ้าหน้าที่สารบรรณของหน่วยงานและผู้ดูแลระบบ)',
  registerRemarkTooLong: (max: number) => thaiText('workspace.registers.remarkTooLong', { max }),
  registerEntryNotFound: thaiText('workspace.registers.entryNotFound'),
  notAllowedActor: 'ไม่มีสิทธิ์ดำเนินการนี้กับหนังสือฉบับนี้',
  notAllowedDepartment: 'ไม่มีสิทธิ์สร้างหนังสือในนามหน่วยงานนี้',
  wrongState: (action: string, state: string) => `ไม่สามารถ${action}ได้ เนื่องจากหนังสืออยู่ในสถานะ "${state}"`,
  alreadyFollowing: 'ท่านติดตามหนังสือฉบับนี้อยู่แล้ว',
  noSenderToReturn: 'ไม่สามารถส่งคืนได้ เนื่องจากไม่มีผู้ส่งหนังสือให้ส่งคืน',
  notReceivedYet: 'ไม่สามารถยกเลิกการลงรับได้ เนื่องจากหนังสือยังไม่ได้ลงรับ',
  notNumberedYet: 'ไม่สามารถยกเลิกเลขหนังสือส่งได้ เนื่องจากหนังสือยังไม่ได้ออกเลข',
  reasonRequired: thaiText('documents.errors.reasonRequired'),
  cancelReasonRequired: thaiText('documents.errors.cancelReasonRequired'),
  resultRequired: thaiText('documents.errors.resultRequired'),
  commandRequired: thaiText('documents.errors.commandRequired'),
  targetRequired: 'กรุณาเลือกผู้รับหรือหน่วยงานปลายทาง',
  onePersonRequired: thaiText('documents.errors.onePerson'),
  unknownPerson: 'ไม่พบผู้รับที่เลือก หรือผู้รับไม่ได้ใช้งานระบบแล้ว',
  unknownDepartment: 'ไม่พบหน่วยงานปลายทางที่เลือก',
  departmentReceivesNoLetters: 'หน่วยงานปลายทางที่เลือกไม่ได้รับหนังสือผ่านระบบ กรุณาเลือกหน่วยงานอื่น',
  notExecutive: 'ผู้รับต้องเป็นผู้บริหารที่มีสิทธิ์พิจารณาหรือลงนาม',
  cannotTargetSelf: 'ไม่สามารถส่งหนังสือถึงตนเองได้',
  badDueDate: 'วันที่กำหนดเสร็จไม่ถูกต้อง (รูปแบบ YYYY-MM-DD)',
  badDocDate: 'วันที่หนังสือไม่ถูกต้อง (รูปแบบ YYYY-MM-DD)',
  unknownLookup: (what: string) => `ไม่พบ${what}ที่ระบุ`,
  inactiveLookup: (what: string) => `${what}ที่เลือกปิดการใช้งานแล้ว จึงใช้กับหนังสือใหม่ไม่ได้ กรุณาเลือก${what}อื่น`,
  inactiveStepLookup: (what: string) => `${what}ที่เลือกปิดการใช้งานแล้ว กรุณาเลือก${what}อื่น`,
  lookupNotForAction: (what: string, action: string) => `${what}ใช้ได้เฉพาะเมื่อ${action}`,
  subjectRequired: 'กรุณากรอกเรื่อง',
  unknownQueue: 'ไม่พบประเภทงานที่ระบุ',
  unknownBookType: 'ไม่พบกลุ่มหนังสือที่ระบุ',
  badEncodedId: 'ลิงก์เอกสารไม่ถูกต้องหรือหมดอายุ',
  fileTooLarge: (mb: number) => `ไฟล์มีขนาดใหญ่เกิน ${mb} MB`,
  fileTypeNotAllowed: 'ไม่รองรับไฟล์ประเภทนี้ (รองรับ PDF, Word, Excel, PowerPoint, OpenDocument, JPG, PNG และ TXT)',
  fileNameRequired: 'กรุณาระบุชื่อไฟล์',
  fileEmpty: thaiText('workspace.incoming.file.empty'),
  fileContentMismatch: 'เนื้อหาไฟล์ไม่ตรงกับชนิดไฟล์ที่ระบุ',
} as const;
