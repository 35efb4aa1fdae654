/** Save: the manifest's old and new text side by side as a diff, then write or download. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { lineDiff } from '../line-diff';

export interface SavePreview {
  file: string;
  before: string | null;
  after: string;
  assets: string[];
}

const COLOURS = { same: 'transparent', added: '#e6ffec', removed: '#ffebe9' } as const;
const MARKS = { same: ' ', added: '+', removed: '-' } as const;

export function SaveDialog({
  preview,
  onWrite,
  onDownload,
  onClose,
}: {
  preview: SavePreview;
  onWrite: () => void;
  onDownload: () => void;
  onClose: () => void;
}) {
  const lines = lineDiff(preview.before ?? '', preview.after);
  const unchanged = preview.before === preview.after && preview.assets.length === 0;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>Save {preview.file}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {preview.before === null ? 'A new tenant: this file is created.' : unchanged ? 'Nothing changed.' : 'Lines marked - go, lines marked + come.'}
          {preview.assets.length > 0 && ` Images written too: ${preview.assets.join(', ')}.`}
        </Typography>
        <Box component="pre" data-testid="save-diff" sx={{ fontSize: 12, m: 0, maxHeight: '60vh', overflow: 'auto', border: 1, borderColor: 'divider' }}>
          {lines.map((line, i) => (
            <Box key={i} component="div" sx={{ bgcolor: COLOURS[line.kind], px: 1 }}>
              {MARKS[line.kind]} {line.text}
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button onClick={onDownload}>Download instead</Button>
        <Button variant="contained" onClick={onWrite} disabled={unchanged} data-testid="save-write">
          Write to tenants/
        </Button>
      </DialogActions>
    </Dialog>
  );
}
