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

export function IncomingClassFields({ form, errors, lookups, disabled, onChange }: IncomingGroupProps) {
  const { t, nameOf } = useIncomingWords(errors);
  return (
    <>
      <Typography variant="subtitle2" component="h3" color="text.secondary">
        {t('workspace.incoming.sectionClass')}
      </Typography>
      <Box sx={PAIR}>
        <FieldGroup label={t('workspace.incoming.field.speed')}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={form.speedId}
            disabled={disabled}
            onChange={(_event, value: number | null) => value && onChange({ speedId: value })}
          >
            {lookups.speeds.map((speed) => (
              <ToggleButton
                key={speed.F_DOC_SPEED_ID}
                value={speed.F_DOC_SPEED_ID}
                data-testid={`incoming-speed-${speed.F_DOC_SPEED_ID}`}
                sx={{ gap: 0.75, px: 1.25 }}
              >
                <ClassDot color={speed.F_COLOR} />
                {nameOf(speed)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </FieldGroup>
        <FieldGroup label={t('workspace.incoming.field.secret')}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={form.secretId}
            disabled={disabled}
            onChange={(_event, value: number | null) => value && onChange({ secretId: value })}
          >
            {lookups.secrets.map((secret) => (
              <ToggleButton
                key={secret.F_DOC_SECRET_ID}
                value={secret.F_DOC_SECRET_ID}
                data-testid={`incoming-secret-${secret.F_DOC_SECRET_ID}`}
                sx={{ gap: 0.75, px: 1.25 }}
              >
                <ClassDot color={secret.F_COLOR} />
                {nameOf(secret)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </FieldGroup>
      </Box>
    </>
  );
}
