/**
 * Thai digits (๐-๙) and Western digits (0-9), converted both ways. Official letters print
 * numbers in Thai digits; data entry and the server use Western ones, so every shown number
 * passes through here.
 */
const THAI_ZERO = 0x0e50;
const WESTERN_ZERO = 0x30;

/** '2569/12' -> '๒๕๖๙/๑๒'; other characters are kept. */
export function toThaiDigits(value: string | number): string {
  return String(value).replace(/[0-9]/g, (d) => String.fromCharCode(THAI_ZERO + d.charCodeAt(0) - WESTERN_ZERO));
}

/** '๒๕๖๙/๑๒' -> '2569/12'; other characters are kept. */
export function toWesternDigits(value: string): string {
  return value.replace(/[\u0e50-\u0e59]/g, (d) => String.fromCharCode(WESTERN_ZERO + d.charCodeAt(0) - THAI_ZERO));
}

export type DigitStyle = 'thai' | 'western';

/** Applies the chosen digit style to text that was built with Western digits. */
export function withDigits(text: string, digits: DigitStyle): string {
  return digits === 'thai' ? toThaiDigits(text) : text;
}
