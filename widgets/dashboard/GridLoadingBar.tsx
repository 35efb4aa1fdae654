/**
 * The bar that shows a grid is asking the server again while it still shows its last rows.
 * It lies over the grid's top edge but outside the grid itself: a grid may own only rows, and the
 * grid's own loading overlay puts an unnamed progress bar among them, which a screen reader
 * cannot name. The grid keeps its own overlay (a skeleton of rows) for when it has none to show.
 */
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';

/** Which sign of loading a grid shows: its own skeleton while it has no rows, the bar above it while it still shows its last ones. */
export function gridLoadingSigns(loading: boolean, rowCount: number): { bar: boolean; overlay: boolean } {
  return { bar: loading && rowCount > 0, overlay: loading && rowCount === 0 };
}

export function GridLoadingBar({ loading }: { loading: boolean }) {
  const { t } = useTranslation();
  if (!loading) return null;
  return (
    <Box sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }}>
      <LinearProgress aria-label={t('dashboard.updating')} />
    </Box>
  );
}
