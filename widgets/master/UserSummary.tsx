/**
 * The signed-in person in the header: avatar, first and last name and position (spec
 * section 2). The avatar comes from view-file-avatar; the server sends a default picture
 * when the person has none, and the initials show if even that fails to load.
 */
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface SignedInPerson {
  firstName: string;
  lastName: string;
  position: string | null;
  avatarUrl: string;
}

export function UserSummary({ person }: { person: SignedInPerson }) {
  const fullName = `${person.firstName} ${person.lastName}`.trim();
  return (
    <Box data-testid="user-summary" sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      <Avatar src={person.avatarUrl} alt={fullName} data-testid="user-avatar" sx={{ width: 40, height: 40, bgcolor: 'rgba(255,255,255,.25)', border: '2px solid rgba(255,255,255,.85)' }}>
        {person.firstName.slice(0, 1)}
      </Avatar>
      <Box sx={{ display: { xs: 'none', sm: 'block' }, minWidth: 0, lineHeight: 1.3 }}>
        <Typography data-testid="user-name" noWrap sx={{ fontWeight: 700, lineHeight: 1.35 }}>
          {fullName}
        </Typography>
        {person.position && (
          <Typography data-testid="user-position" variant="body2" noWrap sx={{ opacity: 0.9, lineHeight: 1.35 }}>
            {person.position}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
