/** The organisation filter of a queue (manifest organizationFilterQueues): departments from get-dashboard-organization-lists. */
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useTranslation } from 'react-i18next';
import { useOrganizations } from './dashboard-queries';

/** The select's value for "all organisations" (a Select needs a string, not null). */
const ALL = '';

export function OrganizationFilter({ value, onChange }: { value: number | null; onChange: (organizationId: number | null) => void }) {
  const { t } = useTranslation();
  const organizations = useOrganizations(true);
  return (
    <FormControl size="small" sx={{ minWidth: 220, maxWidth: { sm: 320 }, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}>
      <InputLabel id="queue-organization-label">{t('dashboard.organization')}</InputLabel>
      <Select
        labelId="queue-organization-label"
        label={t('dashboard.organization')}
        value={value === null ? ALL : String(value)}
        onChange={(event) => onChange(event.target.value === ALL ? null : Number(event.target.value))}
        data-testid="queue-organization-filter"
        MenuProps={{ slotProps: { paper: { sx: { maxHeight: 350 } } } }}
      >
        <MenuItem value={ALL}>{t('dashboard.allOrganizations')}</MenuItem>
        {(organizations.data ?? []).map((organization) => (
          <MenuItem key={organization.dept_id} value={String(organization.dept_id)} data-testid={`organization-${organization.dept_id}`}>
            {organization.text}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
