/**
 * The robot check (ALTCHA, self-hosted proof of work). Reports the verified payload, or null
 * whenever the widget is not (or no longer) verified, e.g. after the challenge expires.
 */
import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import type {} from 'altcha/types/react';
import { CAPTCHA_CHALLENGE_URL } from './altcha-setup';

interface StateChangeDetail {
  state: string;
  payload?: string | null;
}

export interface CaptchaFieldProps {
  /** ALTCHA language code; the widget ships Thai and English strings. */
  language: string;
  label: string;
  onChange: (payload: string | null) => void;
}

export function CaptchaField({ language, label, onChange }: CaptchaFieldProps) {
  const ref = useRef<HTMLElement>(null);
  // Keep the latest callback without re-attaching listeners on every render.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<StateChangeDetail>).detail;
      onChangeRef.current(detail.state === 'verified' && detail.payload ? detail.payload : null);
    };
    element.addEventListener('statechange', listener);
    return () => element.removeEventListener('statechange', listener);
  }, []);

  return (
    <Box
      role="group"
      aria-label={label}
      data-testid="captcha"
      sx={(theme) => ({
        '& altcha-widget': { display: 'block' },
        // Fit the widget to the form and give it the tenant's colour and the form's corners.
        '--altcha-max-width': '100%',
        '--altcha-border-radius': `${theme.shape.borderRadius}px`,
        '--altcha-color-primary': theme.palette.primary.main,
        '--altcha-color-primary-content': theme.palette.primary.contrastText,
        '--altcha-border-color': 'rgba(0,0,0,.23)',
      })}
    >
      <altcha-widget ref={ref} challenge={CAPTCHA_CHALLENGE_URL} language={language} name="altcha" auto="off" />
    </Box>
  );
}
