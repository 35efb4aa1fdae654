/** The actions the step allows, one button each, when there is more than one to choose from. */
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import type { DocumentAction } from '../../engine/documents/actions';
import { actionLabelKey } from '../../engine/documents/document-actions';

interface ActionChoiceProps {
  /** The modal type, which names some actions its own way. */
  type: string;
  actions: DocumentAction[];
  action: DocumentAction;
  onChoose: (action: DocumentAction) => void;
}

export function ActionChoice({ type, actions, action, onChoose }: ActionChoiceProps) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={action}
      onChange={(_e, value: DocumentAction | null) => {
        if (value) onChoose(value);
      }}
      aria-label={t('documents.chooseAction')}
      sx={{ flexWrap: 'wrap', mb: 2 }}
    >
      {actions.map((a) => (
        <ToggleButton key={a} value={a} data-testid={`document-action-${a}`} sx={{ textTransform: 'none' }}>
          {t(actionLabelKey(type, a))}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
