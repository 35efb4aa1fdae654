/**
 * A text field that can take dictation: with `speech` on and a browser that recognises speech,
 * a microphone sits at its end and a recognition error shows under it, in place of the helper
 * text (a form error, given by the caller, comes first). Without either, it is a plain field.
 */
import { useEffect } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { SpeechButton } from './SpeechButton';
import { useSpeechInput } from './use-speech-input';

export type SpeechTextFieldProps = TextFieldProps & {
  /** The tenant allows dictation here (caps.features.speechToText). */
  speech: boolean;
  /** A piece of recognised text; the caller joins it to the value. */
  onRecognised: (text: string) => void;
  /** Test id of the microphone button. */
  speechTestId: string;
};

export function SpeechTextField({ speech, onRecognised, speechTestId, slotProps, helperText, disabled, ...props }: SpeechTextFieldProps) {
  const { t } = useTranslation();
  const input = useSpeechInput(onRecognised);
  const shown = speech && input.supported;
  const { listening, stop } = input;
  // Sending the form (the field disabled) ends listening, so nothing is appended after it left.
  useEffect(() => {
    if (disabled && listening) stop();
  }, [disabled, listening, stop]);

  const speechError = shown && input.errorKey ? <span data-testid={`${speechTestId}-error`}>{t(input.errorKey)}</span> : undefined;
  return (
    <TextField
      {...props}
      disabled={disabled}
      helperText={helperText ?? speechError}
      slotProps={
        shown
          ? {
              ...slotProps,
              input: {
                endAdornment: (
                  <InputAdornment position="end" sx={{ alignSelf: 'flex-start', mt: 1 }}>
                    <SpeechButton listening={listening} onToggle={input.toggle} disabled={disabled} data-testid={speechTestId} />
                  </InputAdornment>
                ),
              },
            }
          : slotProps
      }
    />
  );
}
