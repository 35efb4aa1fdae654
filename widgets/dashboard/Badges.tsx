/** The speed and secrecy badges of a queue row (colours: engine/portal/badge-colors.ts). */
import Box from '@mui/material/Box';
import { badgeTextColor, secrecyBadgeColor, speedBadgeColor } from '../../engine/portal/badge-colors';

/** A coloured pill with readable text on it; nothing for an empty label. */
export function Badge({ label, color, testId }: { label: string; color: string; testId: string }) {
  if (!label) return null;
  return (
    <Box
      component="span"
      data-testid={testId}
      sx={{
        display: 'inline-block',
        px: 1.25,
        py: 0.25,
        borderRadius: 999,
        fontSize: '0.8125rem',
        fontWeight: 600,
        lineHeight: 1.6,
        whiteSpace: 'nowrap',
        bgcolor: color,
        color: badgeTextColor(color),
      }}
    >
      {label}
    </Box>
  );
}

/** Coloured as the speed's settings page says (color), else by the speed's name. */
export function SpeedBadge({ name, color }: { name: string | null | undefined; color?: string | null }) {
  return <Badge label={name?.trim() ?? ''} color={speedBadgeColor(name, color)} testId="speed-badge" />;
}

export function SecrecyBadge({ name, color }: { name: string | null | undefined; color: string | null | undefined }) {
  return <Badge label={name?.trim() ?? ''} color={secrecyBadgeColor(color)} testId="secrecy-badge" />;
}
