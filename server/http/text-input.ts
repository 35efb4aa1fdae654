/**
 * The text rule: every string a request carries (values and field names, in the body and the
 * query string, whatever the route) is well-formed Unicode without NUL. PostgreSQL cannot
 * store U+0000 in text (the insert fails after an id was taken), and a lone surrogate has no
 * UTF-8 form at all; neither has a use in a letter, so both are refused with 400.
 */
import { InvalidInputError } from './invalid-input';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isWellFormedText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** Parsed request data: strings, lists and plain objects (a file body's stream is not data). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Throws InvalidInputError naming the first field whose name or text breaks the rule. */
export function assertWellFormedText(value: unknown, path: string): void {
  if (typeof value === 'string') {
    if (!isWellFormedText(value)) throw new InvalidInputError('text', path);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => assertWellFormedText(item, join(path, String(i))));
  } else if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (!isWellFormedText(key)) throw new InvalidInputError('text', join(path, key));
      assertWellFormedText(item, join(path, key));
    }
  }
}
