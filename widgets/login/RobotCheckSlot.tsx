/**
 * Where a public form (sign-in, sign-up) shows the robot check: the widget (web component, its
 * workers and styles) loads only once the person first touches the form, so the page paints and
 * answers without it; until then, and while it loads, a stand-in of the widget's height keeps
 * the button below from jumping when it arrives.
 */
import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { htmlLangOf } from '../../engine/i18n/language';

const CaptchaField = lazy(() => import('./CaptchaField').then((m) => ({ default: m.CaptchaField })));

const WIDGET_HEIGHT = 74;

export interface RobotCheckSlotProps {
  /** The person has touched the form: load the widget. */
  touched: boolean;
  /** A new key gives a fresh widget (a solution is single use on the server). */
  resetKey: number;
  /** The solution's payload, or null while none is valid. */
  onChange: (payload: string | null) => void;
}

export function RobotCheckSlot({ touched, resetKey, onChange }: RobotCheckSlotProps) {
  const { t, i18n } = useTranslation();
  return (
    <Suspense fallback={<Box sx={{ height: WIDGET_HEIGHT }} />}>
      {touched ? (
        <CaptchaField key={resetKey} language={htmlLangOf(i18n.language)} label={t('login.captchaLabel')} onChange={onChange} />
      ) : (
        <Box sx={{ height: WIDGET_HEIGHT }} data-testid="captcha-pending" />
      )}
    </Suspense>
  );
}
