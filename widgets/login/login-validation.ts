/**
 * Sign-in field rules: both fields must not be blank after trimming.
 * Returns i18n keys, not text, so the messages live in the locale files.
 */
export interface LoginValues {
  username: string;
  password: string;
}

export type LoginField = keyof LoginValues;
export type LoginErrors = Partial<Record<LoginField, string>>;

const REQUIRED_MESSAGE: Record<LoginField, string> = {
  username: 'validation.usernameRequired',
  password: 'validation.passwordRequired',
};

export function validateLoginField(field: LoginField, value: string): string | undefined {
  return value.trim() === '' ? REQUIRED_MESSAGE[field] : undefined;
}

export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  for (const field of Object.keys(REQUIRED_MESSAGE) as LoginField[]) {
    const error = validateLoginField(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}
