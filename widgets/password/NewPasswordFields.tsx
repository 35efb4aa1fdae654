/** The new-password and confirm fields (NEW_PASSWORD, C_NEW_PASSWORD) with the password rule as a hint under the first. */
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../login/PasswordField';
import type { NewPasswordErrors, NewPasswordValues } from './password-rules';

export interface NewPasswordFieldsProps {
  idPrefix: string;
  values: NewPasswordValues;
  errors: NewPasswordErrors;
  onChange: (name: keyof NewPasswordValues, value: string) => void;
}

export function NewPasswordFields({ idPrefix, values, errors, onChange }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const field = (name: keyof NewPasswordValues) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => onChange(name, e.target.value),
    error: Boolean(errors[name]),
    autoComplete: 'new-password',
    required: true,
  });
  return (
    <>
      <PasswordField
        id={`${idPrefix}-new`}
        label={t('reset.newPassword')}
        {...field('NEW_PASSWORD')}
        helperText={errors.NEW_PASSWORD ? t(errors.NEW_PASSWORD) : t('reset.hint')}
      />
      <PasswordField
        id={`${idPrefix}-confirm`}
        label={t('reset.confirmPassword')}
        {...field('C_NEW_PASSWORD')}
        helperText={errors.C_NEW_PASSWORD ? t(errors.C_NEW_PASSWORD) : undefined}
      />
    </>
  );
}
