/**
 * The fields of a request for an account (the public sign-up page) and their rules, checked
 * the same way by the form before sending and by the server before writing: each problem is the
 * i18n key of its Thai message, which the form shows at the field and the server answers with.
 */
import { isEmail } from './contact';
import { isThaiIdCard } from './thai-id-card';
import { toWesternDigits } from './thai-digits';

export type AccountRequestField = 'firstName' | 'lastName' | 'email' | 'departmentId' | 'position' | 'idCard';

export interface AccountRequestValues {
  firstName: string;
  lastName: string;
  email: string;
  /** The chosen department, or null while none is chosen. */
  departmentId: number | null;
  /** One of the organisation's positions by its name, or the person's own words. */
  position: string;
  idCard: string;
}

/** In the order the form shows them: the first field at fault is the one the server names. */
export const ACCOUNT_REQUEST_FIELDS: readonly AccountRequestField[] = ['firstName', 'lastName', 'email', 'departmentId', 'position', 'idCard'];

/** The longest name, surname and position a request keeps (as the employee page does). */
export const NAME_MAX_LENGTH = 100;

/** Letters of any script with their marks (Thai vowels and tones), spaces, dots, hyphens and apostrophes. */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u;

/** The 13 digits of an ID card number as people type it (1-2345-67890-12-3, Thai digits, spaces). */
export function idCardDigits(text: string): string {
  return toWesternDigits(text).replace(/[\s-]/g, '');
}

const nameProblem = (value: string, required: string, invalid: string): string | null => {
  const text = value.trim();
  if (text === '') return required;
  return text.length > NAME_MAX_LENGTH || !NAME.test(text) ? invalid : null;
};

const RULES: Record<AccountRequestField, (values: AccountRequestValues) => string | null> = {
  firstName: (v) => nameProblem(v.firstName, 'register.errors.firstNameRequired', 'register.errors.firstNameInvalid'),
  lastName: (v) => nameProblem(v.lastName, 'register.errors.lastNameRequired', 'register.errors.lastNameInvalid'),
  email: (v) => (v.email.trim() === '' ? 'validation.emailRequired' : isEmail(v.email.trim()) ? null : 'validation.emailInvalid'),
  departmentId: (v) => (v.departmentId === null ? 'register.errors.departmentRequired' : null),
  position: (v) => {
    const text = v.position.trim();
    if (text === '') return 'register.errors.positionRequired';
    return text.length > NAME_MAX_LENGTH ? 'register.errors.positionTooLong' : null;
  },
  idCard: (v) => {
    const digits = idCardDigits(v.idCard);
    if (digits === '') return 'register.errors.idCardRequired';
    if (!/^[0-9]{13}$/.test(digits)) return 'register.errors.idCardLength';
    return isThaiIdCard(digits) ? null : 'register.errors.idCardCheckDigit';
  },
};

/** The i18n key of what is wrong with one field, or null. */
export function accountRequestProblem(field: AccountRequestField, values: AccountRequestValues): string | null {
  return RULES[field](values);
}

/** Every field at fault with its problem's key (empty when the request may be sent). */
export function accountRequestProblems(values: AccountRequestValues): Partial<Record<AccountRequestField, string>> {
  const problems: Partial<Record<AccountRequestField, string>> = {};
  for (const field of ACCOUNT_REQUEST_FIELDS) {
    const problem = RULES[field](values);
    if (problem) problems[field] = problem;
  }
  return problems;
}
