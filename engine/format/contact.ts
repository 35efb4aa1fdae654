/**
 * The contact fields a person keeps themselves (e-mail, phone), checked the same way by the
 * profile form and by the server. A phone is stored as its digits: a Thai mobile number has
 * ten (06, 08 or 09 first), a landline nine (02 to 07 first); an international +66 prefix is
 * read as the leading 0, and spaces, hyphens and dots between digits are ignored.
 */

/** The sign-in flows' e-mail rule: a local part, an @, and a domain with a top-level name (or an IP literal). */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@(?:(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,24}|\[(?:\d{1,3}\.){3}\d{1,3}\])$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value);
}

const MOBILE = /^0[689]\d{8}$/;
const LANDLINE = /^0[2-7]\d{7}$/;

/** The digits of a Thai phone number (0812345678), or null when it is not one. */
export function thaiPhoneDigits(value: string): string | null {
  const compact = value.trim().replace(/[\s.-]/g, '');
  const digits = compact.startsWith('+66') ? `0${compact.slice(3)}` : compact;
  return MOBILE.test(digits) || LANDLINE.test(digits) ? digits : null;
}
