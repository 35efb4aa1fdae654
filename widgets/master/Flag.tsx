/**
 * Small national flags for the language dropdown, drawn inline (no image requests, no
 * emoji: Windows shows emoji flags as two letters). A language is shown by its base
 * ('thOnlb' is Thai); a base without a flag shows a generic language icon.
 */
import { useId } from 'react';
import Box from '@mui/material/Box';
import TranslateRounded from '@mui/icons-material/TranslateRounded';
import { htmlLangOf } from '../../engine/i18n/language';

const SIZE = { width: 24, height: 16 };
const frame = { display: 'block', borderRadius: '2px', boxShadow: '0 0 0 1px rgba(0,0,0,.18)', flexShrink: 0 } as const;

function ThaiFlag() {
  return (
    <Box component="svg" viewBox="0 0 9 6" aria-hidden sx={{ ...SIZE, ...frame }}>
      <rect width="9" height="6" fill="#A51931" />
      <rect y="1" width="9" height="4" fill="#F4F5F8" />
      <rect y="2" width="9" height="2" fill="#2D2A4A" />
    </Box>
  );
}

function UnitedKingdomFlag() {
  // Clip-path ids must be unique in the document: several flags may render at once.
  const id = useId().replace(/:/g, '');
  return (
    <Box component="svg" viewBox="0 0 60 30" preserveAspectRatio="none" aria-hidden sx={{ ...SIZE, ...frame }}>
      <clipPath id={`${id}-t`}>
        <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
      </clipPath>
      <path d="M0,0 v30 h60 v-30 z" fill="#012169" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth="6" />
      <path d="M0,0 L60,30 M60,0 L0,30" clipPath={`url(#${id}-t)`} stroke="#C8102E" strokeWidth="4" />
      <path d="M30,0 v30 M0,15 h60" stroke="#fff" strokeWidth="10" />
      <path d="M30,0 v30 M0,15 h60" stroke="#C8102E" strokeWidth="6" />
    </Box>
  );
}

const FLAGS: Readonly<Record<string, () => React.JSX.Element>> = { th: ThaiFlag, en: UnitedKingdomFlag };

export function Flag({ language }: { language: string }) {
  const base = htmlLangOf(language);
  const Drawn = Object.hasOwn(FLAGS, base) ? FLAGS[base] : undefined;
  return Drawn ? <Drawn /> : <TranslateRounded fontSize="small" aria-hidden />;
}
