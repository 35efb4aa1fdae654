/**
 * The Thai national ID card number: 13 digits, the last a check digit over the first twelve
 * (each digit weighted 13 down to 2, check = (11 - sum mod 11) mod 10). The one rule the form
 * checks before sending and the server checks before writing (as the JSON Schema format
 * `thai-id-card`, engine/settings/field-formats.ts), so both refuse the same numbers.
 */

/** The check digit of the first twelve digits (which must be 12 Western digits). */
export function thaiIdCardCheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (13 - i);
  return (11 - (sum % 11)) % 10;
}

/** True for 13 Western digits whose last is the check digit of the first twelve. */
export function isThaiIdCard(text: string): boolean {
  if (!/^[0-9]{13}$/.test(text)) return false;
  return thaiIdCardCheckDigit(text.slice(0, 12)) === Number(text[12]);
}
