import { thaiText } from '../../../engine/i18n/catalogue-text';

/**
 * Every Thai message the identity module answers with, in one place so wording stays consistent.
 * A message the sign-in pages show too is the catalogue's text under its key.
 */
export const MSG = {
  usernameRequired: thaiText('validation.usernameRequired'),
  passwordRequired: thaiText('validation.passwordRequired'),
  // One message whether the username exists or not, so sign-in cannot be used to find accounts.
  invalidCredentials: 'ชื่อผู้ใช้งานหรือรหัสผ่านไม่ถูกต้อง',
  deviceInUse: 'บัญชีนี้กำลังใช้งานอยู่บนอุปกรณ์อื่น หากเข้าใช้งานเครื่องนี้ อุปกรณ์เดิมจะออกจากระบบ',
  deviceConfirmInvalid: 'การยืนยันอุปกรณ์ไม่ถูกต้องหรือหมดอายุ กรุณาเข้าสู่ระบบใหม่',
  rateLimited: 'มีการพยายามเข้าสู่ระบบบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่',
  // Names the address, not the account: the account is not locked, only tries from here are.
  lockedHere: (minutes: number) => `มีการกรอกรหัสผ่านผิดหลายครั้งจากเครื่องนี้ กรุณาลองใหม่ในอีก ${minutes} นาที`,
  slowedDown: (seconds: number) => `มีการพยายามเข้าสู่ระบบด้วยชื่อผู้ใช้งานนี้ไม่สำเร็จหลายครั้ง กรุณารอ ${seconds} วินาทีแล้วลองใหม่`,
  // The directory could not judge the password (unreachable, too slow, or set up wrongly): the person is not to blame.
  directoryUnavailable: 'ขณะนี้ไม่สามารถติดต่อระบบบัญชีผู้ใช้ (AD/LDAP) ขององค์กรเพื่อตรวจสอบรหัสผ่านได้ กรุณาลองใหม่อีกครั้ง หรือแจ้งผู้ดูแลระบบ',
  captchaRequired: 'กรุณายืนยันว่าคุณไม่ใช่โปรแกรมอัตโนมัติ',
  captchaInvalid: 'การยืนยันว่าไม่ใช่โปรแกรมอัตโนมัติไม่ถูกต้องหรือหมดอายุ กรุณาลองใหม่',
  loginSuccess: 'เข้าสู่ระบบสำเร็จ',
  preLoginOk: 'ตรวจสอบข้อมูลเรียบร้อย',
  sessionMissing: 'กรุณาเข้าสู่ระบบ',
  sessionExpired: 'หมดเวลาการใช้งาน กรุณาเข้าสู่ระบบใหม่',
  logoutSuccess: 'ออกจากระบบเรียบร้อยแล้ว',
  pdpaRequired: 'กรุณากดยอมรับนโยบายคุ้มครองข้อมูลส่วนบุคคลและการใช้ลายมือชื่ออิเล็กทรอนิกส์',
  pdpaSaved: 'บันทึกการยอมรับเรียบร้อยแล้ว',
  pdpaNotAgreed: 'กรุณายอมรับนโยบายคุ้มครองข้อมูลส่วนบุคคลก่อนใช้งาน',
  emailInvalid: thaiText('validation.emailInvalid'),
  // Same answer whether or not the address is registered.
  forgotSent: 'หากอีเมลนี้ลงทะเบียนไว้ในระบบ ระบบได้ส่งลิงก์สำหรับตั้งรหัสผ่านใหม่ไปยังอีเมลแล้ว',
  forgotRateLimited: 'มีการขอตั้งรหัสผ่านใหม่บ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่',
  passwordPolicy: thaiText('reset.hint'),
  passwordMismatch: 'รหัสผ่านใหม่และยืนยันรหัสผ่านไม่ตรงกัน',
  resetInvalid: 'ลิงก์ตั้งรหัสผ่านใหม่ไม่ถูกต้อง หมดอายุ หรือถูกใช้ไปแล้ว กรุณาขอลิงก์ใหม่',
  resetDone: 'ตั้งรหัสผ่านใหม่เรียบร้อยแล้ว กรุณาเข้าสู่ระบบด้วยรหัสผ่านใหม่',
  oldPasswordWrong: 'รหัสผ่านเดิมไม่ถูกต้อง',
  passwordChanged: 'เปลี่ยนรหัสผ่านเรียบร้อยแล้ว',
  // The public sign-up page: a request waits for an administrator; nothing exists before.
  signUpChoices: 'รายการหน่วยงานและตำแหน่งสำหรับคำขอเปิดบัญชีผู้ใช้',
  signUpReceived: 'ระบบได้รับคำขอเปิดบัญชีผู้ใช้ของท่านแล้ว คำขออยู่ระหว่างรอผู้ดูแลระบบพิจารณา ผลการพิจารณาจะแจ้งไปทางอีเมลที่ท่านระบุ',
  signUpRateLimited: 'มีการส่งคำขอเปิดบัญชีผู้ใช้จากเครื่องนี้บ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่',
  signUpEmailTaken: 'อีเมลนี้เป็นของบัญชีผู้ใช้ที่มีอยู่แล้วในระบบ หากจำรหัสผ่านไม่ได้ กรุณาใช้เมนูลืมรหัสผ่าน',
  signUpIdCardTaken: 'เลขบัตรประจำตัวประชาชนนี้มีบัญชีผู้ใช้อยู่แล้วในระบบ หากต้องการเข้าใช้งาน กรุณาติดต่อผู้ดูแลระบบ',
  signUpEmailPending: 'อีเมลนี้มีคำขอเปิดบัญชีผู้ใช้ที่รอผู้ดูแลระบบพิจารณาอยู่แล้ว กรุณารอผลทางอีเมล',
  signUpIdCardPending: 'เลขบัตรประจำตัวประชาชนนี้มีคำขอเปิดบัญชีผู้ใช้ที่รอผู้ดูแลระบบพิจารณาอยู่แล้ว',
  departmentUnknown: 'ไม่พบหน่วยงานที่เลือกในระบบ กรุณาเลือกหน่วยงานอีกครั้ง',
  // An administrator's decision on a request (the account-requests settings page).
  requestUnknown: 'ไม่พบคำขอเปิดบัญชีผู้ใช้นี้',
  requestDecided: 'คำขอเปิดบัญชีผู้ใช้นี้ได้รับการพิจารณาไปแล้ว ไม่สามารถพิจารณาซ้ำได้',
  usernameInvalid: 'ชื่อผู้ใช้ต้องยาว 3-64 ตัวอักษร ประกอบด้วยตัวอักษรภาษาอังกฤษ ตัวเลข จุด ขีด หรือขีดล่างเท่านั้น',
  usernameTaken: 'ชื่อผู้ใช้นี้ถูกใช้ไปแล้ว (ไม่แยกตัวพิมพ์เล็กพิมพ์ใหญ่) กรุณาเลือกชื่อผู้ใช้อื่น',
  refusalReasonRequired: 'กรุณาระบุเหตุผลที่ไม่อนุมัติ ระบบจะแจ้งเหตุผลนี้ทางอีเมลของผู้ขอ',
  approvalEmailTaken: 'อีเมลของคำขอนี้เป็นของบัญชีผู้ใช้อื่นในระบบแล้ว จึงอนุมัติไม่ได้',
  approvalIdCardTaken: 'เลขบัตรประจำตัวประชาชนของคำขอนี้เป็นของบัญชีผู้ใช้อื่นในระบบแล้ว จึงอนุมัติไม่ได้',
  requestApproved: (username: string) => `อนุมัติคำขอแล้ว สร้างบัญชีผู้ใช้ ${username} และส่งลิงก์สำหรับตั้งรหัสผ่านไปยังอีเมลของผู้ขอแล้ว`,
  requestRefused: 'บันทึกการไม่อนุมัติคำขอแล้ว และแจ้งเหตุผลไปยังอีเมลของผู้ขอแล้ว',
} as const;
