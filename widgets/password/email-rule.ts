/**
 * E-mail format: a local part, '@', then a domain whose top-level part
 * has 2 to 24 letters, or an IP literal in brackets.
 */
const EMAIL = /^[^\s@]+@(?:(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,24}|\[(?:\d{1,3}\.){3}\d{1,3}\])$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}
