/**
 * application/x-www-form-urlencoded, read strictly: the same decoder serves form bodies (the
 * portal contract's calls post forms) and the query strings of /api calls. Bytes must be UTF-8 and every
 * %-escape must decode to UTF-8; otherwise the request is refused with 400 instead of storing
 * U+FFFD in place of what the sender meant. `+` is a space; a name sent twice becomes a list
 * (MODULE=SARABUN&MODULE=SARABAN), as browsers' forms and URLSearchParams send lists.
 */
import { isUtf8 } from 'node:buffer';
import { InvalidInputError } from './invalid-input';

export type FormFields = Record<string, string | string[]>;

function decode(text: string, field: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    // URIError: a stray "%", or escapes whose bytes are not UTF-8 (%FF, %C3%28, %ED%A0%80).
    throw new InvalidInputError('encoding', field);
  }
}

/** Parses decoded-to-text form data; `part` names the whole part when a field name itself is malformed. */
export function parseForm(text: string, part: 'body' | 'querystring'): FormFields {
  // No prototype: a field named __proto__ or constructor is just an (unknown) field.
  const fields = Object.create(null) as FormFields;
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const name = decode(eq < 0 ? pair : pair.slice(0, eq), part);
    const value = eq < 0 ? '' : decode(pair.slice(eq + 1), name);
    const previous = fields[name];
    fields[name] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return fields;
}

/** The field whose raw bytes are not UTF-8 (its name when that part is readable, else the whole body). */
function fieldWithBadBytes(bytes: Buffer): string {
  let start = 0;
  while (start <= bytes.length) {
    const amp = bytes.indexOf(0x26, start);
    const end = amp < 0 ? bytes.length : amp;
    const pair = bytes.subarray(start, end);
    if (!isUtf8(pair)) {
      const eq = pair.indexOf(0x3d);
      const name = eq < 0 ? null : pair.subarray(0, eq);
      if (name && name.length > 0 && isUtf8(name)) {
        try {
          return decodeURIComponent(name.toString('utf8').replace(/\+/g, ' '));
        } catch {
          return 'body';
        }
      }
      return 'body';
    }
    start = end + 1;
  }
  return 'body';
}

/** A form body as received: the raw bytes are checked before any decoding. */
export function parseFormBody(bytes: Buffer): FormFields {
  if (!isUtf8(bytes)) throw new InvalidInputError('encoding', fieldWithBadBytes(bytes));
  return parseForm(bytes.toString('utf8'), 'body');
}
