/**
 * In the e-mail field only letters, digits and @ . _ - may be typed; any
 * other keystroke is blocked and a short message explains why.
 */
const ALLOWED = /^[A-Za-z0-9@._-]$/;

/** Whether one typed character may enter the e-mail field. */
export function isAllowedEmailKey(character: string): boolean {
  return ALLOWED.test(character);
}

/** Removes what could not have been typed (paste, autofill, IME); tells whether anything was removed. */
export function keepAllowedEmailCharacters(value: string): { value: string; removed: boolean } {
  const kept = Array.from(value).filter(isAllowedEmailKey).join('');
  return { value: kept, removed: kept !== value };
}
