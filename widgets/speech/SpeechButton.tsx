/**
 * The microphone at the end of a text field. Listening shows in three ways (colour, icon and
 * aria-pressed) so it is not told by colour alone; the tooltip says how to stop.
 */
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import MicOffRounded from '@mui/icons-material/MicOffRounded';
import MicRounded from '@mui/icons-material/MicRounded';
import { useTranslation } from 'react-i18next';

export interface SpeechButtonProps {
  listening: boolean;
  onToggle: () => void;
  disabled?: boolean;
  'data-testid'?: string;
}

export function SpeechButton({ listening, onToggle, disabled, 'data-testid': testId }: SpeechButtonProps) {
  const { t } = useTranslation();
  return (
    // describeChild: the tooltip explains, the button keeps its own name.
    <Tooltip title={t(listening ? 'speech.listening' : 'speech.start')} describeChild>
      <span>
        <IconButton
          aria-label={t('speech.button')}
          aria-pressed={listening}
          color={listening ? 'error' : 'default'}
          onClick={onToggle}
          disabled={disabled}
          edge="end"
          size="small"
          data-testid={testId}
          data-listening={listening}
        >
          {listening ? <MicOffRounded /> : <MicRounded />}
        </IconButton>
      </span>
    </Tooltip>
  );
}
