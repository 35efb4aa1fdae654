/**
 * The signed-in person in the header: avatar, first and last name and position. The avatar comes from view-file-avatar; the server sends a default picture
 * when the person has none, and the initials show if even that fails to load. The whole
 * summary is the user toggle that opens the user side panel (on phones only the avatar shows).
 */
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export interface SignedInPerson {
  firstName: string;
  lastName: string;
  position: string | null;
  avatarUrl: string;
}

export function UserSummary({ person, onOpen, expanded = false }: { person: SignedInPerson; onOpen?: () => void; expanded?: boolean }) {
  const { t } = useTranslation();
  const fullName = `${person.firstName} ${person.lastName}`.trim();
  return (
    <ButtonBase
      onClick={onOpen}
      disabled={!onOpen}
      aria-label={t('master.panel.open', { name: fullName })}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      data-testid="user-summary"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.25,
        minWidth: 0,
        textAlign: 'left',
        borderRadius: 2,
        p: 0.5,
        pr: { xs: 0.5, sm: 1 },
        color: 'inherit',
        '&:hover': { bgcolor: 'rgba(255,255,255,.12)' },
        '&.Mui-focusVisible': { outline: '2px solid #fff', outlineOffset: 1 },
      }}
    >
      <Avatar
        src={person.avatarUrl}
        alt={fullName}
        data-testid="user-avatar"
        sx={{ width: 40, height: 40, bgcolor: 'rgba(255,255,255,.25)', border: '2px solid rgba(255,255,255,.85)' }}
      >
        {person.firstName.slice(0, 1)}
      </Avatar>
      <Box sx={{ display: { xs: 'none', sm: 'block' }, minWidth: 0, maxWidth: 260, lineHeight: 1.3 }}>
        <Typography data-testid="user-name" noWrap sx={{ fontWeight: 700, lineHeight: 1.35 }}>
          {fullName}
        </Typography>
        {person.position && (
          <Typography data-testid="user-position" variant="body2" noWrap sx={{ opacity: 0.9, lineHeight: 1.35 }}>
            {person.position}
          </Typography>
        )}
      </Box>
    </ButtonBase>
  );
}
