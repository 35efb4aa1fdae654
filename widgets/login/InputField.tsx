/**
 * An outlined text input with its label and helper text, looking and behaving like MUI's
 * TextField. The sign-in path uses it instead of TextField because TextField imports MUI's
 * Select and Menu for its `select` mode: about 23 KB of gzipped JavaScript that a sign-in form
 * never runs.
 */
import type { FocusEventHandler, ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface InputFieldProps {
  id: string;
  name?: string;
  label: ReactNode;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  onBlur?: FocusEventHandler;
  type?: string;
  autoComplete?: string;
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  /** Shown inside the box at its end (the password's show/hide button). */
  endAdornment?: ReactNode;
}

export function InputField({ id, name, label, value, onChange, onBlur, type, autoComplete, error, helperText, required, endAdornment }: InputFieldProps) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" fullWidth error={error} required={required}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        label={label}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        autoComplete={autoComplete}
        endAdornment={endAdornment}
        inputProps={{ 'aria-describedby': helperId }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
