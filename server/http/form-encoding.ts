/**
 * application/x-www-form-urlencoded, read strictly: the same decoder serves form bodies (the
 * portal contract's calls post forms) and the query strings of /api calls. Bytes must be UTF-8 and every
 * %-escape must decode to UTF-8; otherwise the request is refused with 400 instead of storing
 * U+FFFD in place of what the sender meant. `+` is a space; a name sent twice becomes a list
 * (MODULE=SARABUN&MODULE=SARABAN), as browsers' forms and URLSearchParams send lists.
 *
 * Thai from a legacy client in TIS-620 is refused, not stored as other text. Its bytes are almost
 * never UTF-8, so the rule above refuses it; but a few letters can be UTF-8 by chance (TIS-620
 * "หนัง", %CB%B9%D1%A7, reads as "˹ѧ"). A body whose Content-Type declares another charset is
 * therefore read only where it is plain ASCII, which every such charset spells as UTF-8 does.
 * A body that declares no charset is UTF-8 (browsers declare none, and send UTF-8 from a UTF-8
 * page), so a short TIS-620 value that happens to be valid UTF-8 cannot be told from it.
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

/** The charset a Content-Type declares, in lower case; null when it declares none. */
export function declaredCharset(contentType: string | undefined): string | null {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '');
  return match ? match[1]!.toLowerCase() : null;
}

const UTF8_NAMES = new Set(['utf-8', 'utf8']);

// eslint-disable-next-line no-control-regex -- ASCII is exactly U+0000 to U+007F
const isAscii = (text: string) => /^[\u0000-\u007F]*$/.test(text);

/** Refuses the first field (or, for a name, the whole body) with anything but ASCII. */
function assertAsciiFields(fields: FormFields): void {
  for (const [name, value] of Object.entries(fields)) {
    if (!isAscii(name)) throw new InvalidInputError('encoding', 'body');
    for (const item of ([] as string[]).concat(value)) if (!isAscii(item)) throw new InvalidInputError('encoding', name);
  }
}

/**
 * A form body as received, with the charset its Content-Type declares: the raw bytes are
 * checked before any decoding, and a charset other than UTF-8 allows only ASCII fields.
 */
export function parseFormBody(bytes: Buffer, charset: string | null = null): FormFields {
  if (!isUtf8(bytes)) throw new InvalidInputError('encoding', fieldWithBadBytes(bytes));
  const fields = parseForm(bytes.toString('utf8'), 'body');
  if (charset !== null && !UTF8_NAMES.has(charset)) assertAsciiFields(fields);
  return fields;
}
