/** A book letter of ours (circular, command...): published to the whole organisation once numbered, or only to the departments it is sent to. */
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FieldGroup, type IncomingGroupProps } from './IncomingFieldParts';

export function IncomingPublishChoice({ form, disabled, onChange }: Pick<IncomingGroupProps, 'form' | 'disabled' | 'onChange'>) {
  const { t } = useTranslation();
  return (
    <FieldGroup label={t('workspace.newLetter.publish.label')}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={form.publishAll ? 'all' : 'chosen'}
        disabled={disabled}
        onChange={(_event, value: 'all' | 'chosen' | null) => value && onChange({ publishAll: value === 'all' })}
      >
        <ToggleButton value="all" data-testid="new-letter-publish-all" sx={{ px: 2 }}>
          {t('workspace.newLetter.publish.all')}
        </ToggleButton>
        <ToggleButton value="chosen" data-testid="new-letter-publish-chosen" sx={{ px: 2 }}>
          {t('workspace.newLetter.publish.chosen')}
        </ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="caption" color="text.secondary">
        {t(form.publishAll ? 'workspace.newLetter.publish.allHint' : 'workspace.newLetter.publish.chosenHint')}
      </Typography>
    </FieldGroup>
  );
}
