/**
 * The integer rule: wherever a request schema says `integer`, the value means one exact
 * integer, whether it came as form or query-string text or as a JSON number.
 *
 * - Text is plain decimal: digits, a minus sign only before a non-zero value, no leading zero.
 *   " 1", "+1", "01", "1.0", "1e3", "0x1" are refused rather than read as 1 or 1000: ajv's own
 *   coercion (`"0x1" == 1`) would take them, and "1e400" would become Infinity.
 * - A number is an integer (JSON 1e400 parses to Infinity, 1.5 is a fraction: both refused).
 * - Both stay within JavaScript's exact integers (±(2^53−1)); beyond that 9223372036854775808
 *   would silently become another number. Each id's own column range (int: 2147483647, bigint
 *   ids: 2^53−1) is the `maximum` of its property in schemas/api, which ajv checks next.
 * - true, null, objects are not integers (ajv would have turned true into 1 and null into 0).
 *
 * Text that passes becomes a number here, before ajv runs, so ajv's looser coercion never sees
 * an integer field as text. A refused value answers 400 naming the field.
 */
import { InvalidInputError } from './invalid-input';

const DECIMAL = /^(0|-?[1-9][0-9]*)$/;

/** The integer a value means, or null when it is not one under the rule above. */
export function integerOf(value: unknown): number | null {
  if (typeof value === 'string') {
    if (!DECIMAL.test(value)) return null;
    const n = Number(value);
    return Number.isSafeInteger(n) ? n : null;
  }
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  return null;
}

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
}

const typesOf = (schema: Schema): string[] => (schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type]);
const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/**
 * Applies the rule to `data` as `schema` describes it; returns the value to keep (integers as
 * numbers, a single form value for a list as a one-item list). Throws InvalidInputError naming
 * the first field that is not an integer. Schemas of the request parts are plain objects,
 * lists and scalars; an integer offered beside text (`["string", "integer"]`) is left to ajv.
 */
export function applyIntegerRule(schema: Schema | undefined, data: unknown, path: string): unknown {
  if (!schema || data === undefined) return data;
  const types = typesOf(schema);
  if (types.includes('integer') && !types.includes('string') && !types.includes('number')) {
    if (data === null && types.includes('null')) return data;
    const n = integerOf(data);
    if (n === null) throw new InvalidInputError('integer', path);
    return n;
  }
  if (types.includes('array') && schema.items) {
    // A form sends a one-item list as a single value (TO_PERSON_IDS=5).
    const list = Array.isArray(data) ? data : typeof data === 'string' || typeof data === 'number' ? [data] : null;
    if (list === null) return data;
    return list.map((item, i) => applyIntegerRule(schema.items, item, join(path, String(i))));
  }
  if (schema.properties && typeof data === 'object' && data !== null && !Array.isArray(data)) {
    const record = data as Record<string, unknown>;
    for (const [key, property] of Object.entries(schema.properties)) {
      if (Object.hasOwn(record, key)) record[key] = applyIntegerRule(property, record[key], join(path, key));
    }
  }
  return data;
}
