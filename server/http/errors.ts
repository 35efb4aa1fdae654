/**
 * The response envelope of the HTTP contract and the one error type
 * route handlers throw to answer with a Thai message and a status.
 */
export interface SuccessEnvelope<T> {
  status: 'success';
  message?: string;
  item?: T;
  items?: T[];
}

export interface ErrorEnvelope {
  status: 'error';
  message: string;
  [extra: string]: unknown;
}

/** Thai messages for the statuses the error handler produces on its own. */
export const MESSAGES = {
  badRequest: 'ข้อมูลที่ส่งมาไม่ถูกต้อง',
  unauthorized: 'กรุณาเข้าสู่ระบบ',
  forbidden: 'ไม่มีสิทธิ์ใช้งานส่วนนี้',
  notFound: 'ไม่พบบริการที่ร้องขอ',
  conflict: 'ข้อมูลถูกแก้ไขไปแล้ว กรุณาลองใหม่อีกครั้ง',
  payloadTooLarge: 'ข้อมูลที่ส่งมามีขนาดใหญ่เกินกำหนด',
  unsupportedMediaType: 'รูปแบบข้อมูลที่ส่งมาไม่รองรับ',
  tooManyRequests: 'มีการเรียกใช้งานถี่เกินไป กรุณารอสักครู่แล้วลองใหม่',
  serverError: 'ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง',
  databaseDown: 'ไม่สามารถเชื่อมต่อฐานข้อมูลได้ กรุณาลองใหม่อีกครั้ง',
} as const;

const BY_STATUS: Record<number, string> = {
  400: MESSAGES.badRequest,
  401: MESSAGES.unauthorized,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  405: MESSAGES.notFound,
  409: MESSAGES.conflict,
  413: MESSAGES.payloadTooLarge,
  415: MESSAGES.unsupportedMediaType,
  429: MESSAGES.tooManyRequests,
};

/** The Thai message for a 4xx status (a generic one for statuses without their own). */
export function messageForStatus(status: number): string {
  return BY_STATUS[status] ?? (status < 500 ? MESSAGES.badRequest : MESSAGES.serverError);
}

/** Thrown by handlers: the error handler answers `status` with `{status:'error', message, ...extra}`. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function errorEnvelope(message: string, extra: Record<string, unknown> = {}): ErrorEnvelope {
  return { ...extra, status: 'error', message };
}
