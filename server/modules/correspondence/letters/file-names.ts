/**
 * The name an attachment is stored and shown under: the name people gave the file (Thai
 * included), made safe to show and to save.
 *
 * - Any folder part is dropped (a name is never a path).
 * - Control characters and invisible format characters are removed: bidi overrides and
 *   isolates (U+202A-U+202E, U+2066-U+2069) would make `photo<U+202E>gpj.pdf` read as
 *   `photofdp.jpg`, hiding the real extension; zero-width characters make two different names
 *   look the same.
 * - A long name is shortened in its stem, never in its extension: the extension decides the
 *   type check and the program that opens the download.
 */
import path from 'node:path';

/** Longest stored name, in characters (UTF-16 code units, like the column's readers count). */
export const MAX_FILE_NAME_LENGTH = 200;
/** An extension longer than this is not one the type list knows; it is shortened like the stem. */
const MAX_EXTENSION_LENGTH = 10;

const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/** The safe name, or '' when nothing visible is left. */
export function safeFileName(raw: string): string {
  const name = path.posix.basename(raw.replace(/\\/g, '/')).replace(INVISIBLE, '').trim();
  if (name.length <= MAX_FILE_NAME_LENGTH) return name;
  const ext = path.posix.extname(name);
  const keep = ext.length > 1 && ext.length <= MAX_EXTENSION_LENGTH ? ext : '';
  const stem = Array.from(name.slice(0, name.length - keep.length));
  // Cut by code points, so a Thai character or an emoji is never split in half.
  let cut = '';
  for (const char of stem) {
    if (cut.length + char.length + keep.length > MAX_FILE_NAME_LENGTH) break;
    cut += char;
  }
  return cut.trimEnd() + keep;
}
