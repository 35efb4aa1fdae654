/** A letter's speed and secrecy classes, each button showing the class's colour. */
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { FieldGroup, PAIR, useIncomingWords, type IncomingGroupProps } from './IncomingFieldParts';

function ClassDot({ color }: { color: string }) {
  return (
    <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color, flexShrink: 0, border: 1, borderColor: 'divider' }} />
  );
}

interface ClassChoice {
  id: number;
  color: string;
  name: string;
}

/** One class as a row of exclusive buttons; choosing the chosen one again keeps it (a letter always has a class). */
function ClassToggle(props: { label: string; choices: ClassChoice[]; value: number; testId: string; disabled: boolean; onPick: (id: number) => void }) {
  return (
    <FieldGroup label={props.label}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={props.value}
        disabled={props.disabled}
        onChange={(_event, value: number | null) => value && props.onPick(value)}
      >
        {props.choices.map((choice) => (
          <ToggleButton key={choice.id} value={choice.id} data-testid={`${props.testId}-${choice.id}`} sx={{ gap: 0.75, px: 1.25 }}>
            <ClassDot color={choice.color} />
            {choice.name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </FieldGroup>
  );
}

export function IncomingClassFields({ form, errors, lookups, disabled, onChange }: IncomingGroupProps) {
  const { t, nameOf } = useIncomingWords(errors);
  return (
    <>
      <Typography variant="subtitle2" component="h3" color="text.secondary">
        {t('workspace.incoming.sectionClass')}
      </Typography>
      <Box sx={PAIR}>
        <ClassToggle
          label={t('workspace.incoming.field.speed')}
          choices={lookups.speeds.map((speed) => ({ id: speed.F_DOC_SPEED_ID, color: speed.F_COLOR, name: nameOf(speed) }))}
          value={form.speedId}
          testId="incoming-speed"
          disabled={disabled}
          onPick={(speedId) => onChange({ speedId })}
        />
        <ClassToggle
          label={t('workspace.incoming.field.secret')}
          choices={lookups.secrets.map((secret) => ({ id: secret.F_DOC_SECRET_ID, color: secret.F_COLOR, name: nameOf(secret) }))}
          value={form.secretId}
          testId="incoming-secret"
          disabled={disabled}
          onPick={(secretId) => onChange({ secretId })}
        />
      </Box>
    </>
  );
}
