/** Where an incoming letter is registered (the department's register) and how it arrived (paper or e-mail). */
import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { IncomingChannel } from '../../engine/documents/incoming-letter';
import { FieldGroup, numberOrNull, PAIR, useIncomingWords, type IncomingGroupProps } from './IncomingFieldParts';
import type { RegisterDepartment } from './workspace-queries';

const CHANNELS: IncomingChannel[] = ['paper', 'email'];

export function IncomingArrivalFields({
  departments,
  form,
  errors,
  disabled,
  onChange,
}: Omit<IncomingGroupProps, 'lookups'> & { departments: readonly RegisterDepartment[] }) {
  const { t, errorOf } = useIncomingWords(errors);
  return (
    <Box sx={PAIR}>
      <TextField
        select
        label={t('workspace.incoming.field.department')}
        value={form.deptId ?? ''}
        onChange={(event) => onChange({ deptId: numberOrNull(event.target.value) })}
        required
        error={Boolean(errors.deptId)}
        helperText={errorOf('deptId')}
        disabled={disabled}
        fullWidth
        slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'incoming-dept' } }}
      >
        <option value="" disabled />
        {departments.map((dept) => (
          <option key={dept.dept_id} value={dept.dept_id}>
            {dept.text}
          </option>
        ))}
      </TextField>
      <FieldGroup label={t('workspace.incoming.field.channel')}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={form.channel}
          disabled={disabled}
          onChange={(_event, value: IncomingChannel | null) => value && onChange({ channel: value })}
        >
          {CHANNELS.map((channel) => (
            <ToggleButton key={channel} value={channel} data-testid={`incoming-channel-${channel}`} sx={{ px: 2 }}>
              {t(`workspace.incoming.channel.${channel}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </FieldGroup>
    </Box>
  );
}
