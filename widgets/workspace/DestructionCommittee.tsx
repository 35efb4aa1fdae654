/**
 * The committee reviewing a list, chair first, each with how many items they have not decided:
 * the chair sees at a glance whom the review still waits for before it can be closed.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DestructionMember } from './destruction-queries';

export function DestructionCommittee({ members }: { members: DestructionMember[] }) {
  const { t } = useTranslation();
  // The server sends the chair first; the sort makes sure of it and, being stable, keeps the members' order.
  const ordered = [...members].sort((a, b) => Number(b.ROLE === 'chair') - Number(a.ROLE === 'chair'));
  return (
    <Box component="section" aria-labelledby="destruction-committee-title" data-testid="destruction-committee">
      <Typography id="destruction-committee-title" component="h4" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {t('workspace.destruction.ui.committee')}
      </Typography>
      <List dense disablePadding>
        {ordered.map((member) => (
          <ListItem key={member.PERSON_ID} disableGutters data-testid={`destruction-member-${member.PERSON_ID}`}>
            <ListItemText primary={member.NAME} secondary={[t(`workspace.destruction.ui.role.${member.ROLE}`), member.POSITION].filter(Boolean).join(' · ')} />
            <Chip
              size="small"
              variant="outlined"
              color={member.UNDECIDED === 0 ? 'success' : 'warning'}
              label={member.UNDECIDED === 0 ? t('workspace.destruction.ui.decidedAll') : t('workspace.destruction.ui.undecided', { count: member.UNDECIDED })}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
