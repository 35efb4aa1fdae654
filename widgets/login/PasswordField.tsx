/** Password input with a show/hide toggle whose accessible name says what it will do. */
import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslation } from 'react-i18next';
import { InputField, type InputFieldProps } from './InputField';

export function PasswordField(props: Omit<InputFieldProps, 'type' | 'endAdornment'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const toggleLabel = visible ? t('login.hidePassword') : t('login.showPassword');
  return (
    <InputField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={toggleLabel}
            title={toggleLabel}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
            onMouseDown={(e) => e.preventDefault()}
            edge="end"
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
