/**
 * New-password rules shared by reset and change password. The rule is the form's hint
 * (8+ characters, English letters a-z A-Z and digits 0-9); the server enforces it, and the
 * form checks the same rule first so the person learns before a round trip.
 * Returns i18n keys.
 */
export interface NewPasswordValues {
  NEW_PASSWORD: string;
  C_NEW_PASSWORD: string;
}

export type NewPasswordErrors = Partial<Record<keyof NewPasswordValues, string>>;

export const PASSWORD_MIN_LENGTH = 8;

export function meetsPasswordHint(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && /^[A-Za-z0-9]+$/.test(password) && /[A-Za-z]/.test(password) && /[0-9]/.test(password);
}

export function validateNewPassword(values: NewPasswordValues): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (values.NEW_PASSWORD.trim() === '') errors.NEW_PASSWORD = 'validation.newPasswordRequired';
  else if (!meetsPasswordHint(values.NEW_PASSWORD)) errors.NEW_PASSWORD = 'reset.hint';
  if (values.C_NEW_PASSWORD.trim() === '') errors.C_NEW_PASSWORD = 'validation.confirmPasswordRequired';
  else if (values.C_NEW_PASSWORD !== values.NEW_PASSWORD) errors.C_NEW_PASSWORD = 'validation.passwordMismatch';
  return errors;
}
