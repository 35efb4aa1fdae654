/**
 * The refusal of malformed input: 400 before any handler runs (so nothing is written and no id
 * is taken), a Thai message naming the field, the field in `fields`, and a warn log line (the
 * client's mistake, not the server's).
 */
import { ApiError } from './errors';

/** What is wrong with the field. */
export type InputProblem = 'missing' | 'unknown' | 'invalid' | 'integer' | 'text' | 'encoding';

/** A whole part (not one field) is at fault: the message speaks of "the data sent". */
const PARTS = new Set(['body', 'querystring', 'params', 'headers']);

const FIELD_MESSAGES: Record<InputProblem, (field: string) => string> = {
  missing: (f) => `กรุณาระบุข้อมูลช่อง ${f}`,
  unknown: (f) => `ไม่รู้จักข้อมูลช่อง ${f}`,
  invalid: (f) => `ข้อมูลช่อง ${f} ไม่ถูกต้อง`,
  integer: (f) => `ข้อมูลช่อง ${f} ต้องเป็นเลขจำนวนเต็มในช่วงที่รับได้`,
  text: (f) => `ข้อมูลช่อง ${f} มีอักขระที่ใช้ไม่ได้`,
  encoding: (f) => `ข้อมูลช่อง ${f} ไม่ได้เข้ารหัสเป็น UTF-8 ที่ถูกต้อง`,
};

const PART_MESSAGES: Record<InputProblem, string> = {
  missing: 'ข้อมูลที่ส่งมาไม่ครบ',
  unknown: 'ข้อมูลที่ส่งมามีช่องที่ไม่รู้จัก',
  invalid: 'ข้อมูลที่ส่งมาไม่ถูกต้อง',
  integer: 'ข้อมูลที่ส่งมาต้องเป็นเลขจำนวนเต็มในช่วงที่รับได้',
  text: 'ข้อมูลที่ส่งมามีอักขระที่ใช้ไม่ได้',
  encoding: 'ข้อมูลที่ส่งมาไม่ได้เข้ารหัสเป็น UTF-8 ที่ถูกต้อง',
};

/**
 * A field name as it may be shown and logged: the name comes from the request, so characters
 * that cannot be shown (controls, lone surrogates) become "?" and a long name is cut.
 */
export function displayField(name: string): string {
  // eslint-disable-next-line no-control-regex -- these are exactly the characters to hide
  const shown = name.replace(/[\u0000-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '?');
  return shown.length > 64 ? `${shown.slice(0, 64)}…` : shown;
}

export function inputMessage(problem: InputProblem, field: string): string {
  return PARTS.has(field) ? PART_MESSAGES[problem] : FIELD_MESSAGES[problem](field);
}

export class InvalidInputError extends ApiError {
  constructor(
    readonly problem: InputProblem,
    field: string,
  ) {
    // '' is the body itself (a JSON string or number where fields were expected).
    const shown = displayField(field || 'body');
    super(400, inputMessage(problem, shown), { fields: [shown] });
    this.name = 'InvalidInputError';
  }
}
