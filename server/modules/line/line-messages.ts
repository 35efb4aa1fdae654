/** The Thai words the server answers and sends about LINE. */
export const LINE_MSG = {
  notEnabled: 'หน่วยงานนี้ยังไม่ได้ตั้งค่าการแจ้งเตือนทาง LINE กรุณาติดต่อผู้ดูแลระบบ',
  codeIssued: (minutes: number) => `ส่งรหัสนี้ไปที่บัญชี LINE ทางการของหน่วยงานภายใน ${minutes} นาที เพื่อเชื่อมต่อบัญชี`,
  unlinked: 'ยกเลิกการเชื่อมต่อ LINE แล้ว',
  notLinked: 'บัญชีของท่านยังไม่ได้เชื่อมต่อ LINE',
  badSignature: 'ลายเซ็นของคำขอไม่ถูกต้อง',
  badBody: 'เนื้อหาคำขออ่านไม่ได้',
  received: 'รับข้อมูลแล้ว',
  /** Replies in LINE to what the person sent the Official Account. */
  replyLinked: (system: string, name: string) => `เชื่อมต่อบัญชี LINE กับ${system}เรียบร้อยแล้ว (${name}) ท่านจะได้รับการแจ้งเตือนหนังสือและรหัสยืนยันการลงนามทางนี้`,
  replyBadCode: 'รหัสไม่ถูกต้องหรือหมดอายุแล้ว กรุณาขอรหัสใหม่จากหน้า "เชื่อมต่อ LINE" ในระบบ แล้วส่งมาอีกครั้ง',
  replyWelcome: (system: string) => `ยินดีต้อนรับสู่${system} เชื่อมต่อบัญชีได้โดยส่งรหัสจากหน้า "เชื่อมต่อ LINE" ในระบบมาที่นี่`,
  /** A notification pushed to LINE: the event, the letter, and the link that opens it. */
  notice: (event: string, subject: string, text: string, link: string) => `${event}\nเรื่อง ${subject}\n${text}\n\nเปิดหนังสือ: ${link}`,
} as const;
