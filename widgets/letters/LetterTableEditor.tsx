/** A table in the letter's body: a grid of cells, the first row its header; rows and columns added or taken from the end. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** The most columns a table takes (the content schema's bound). */
const MAX_COLUMNS = 8;

export function LetterTableEditor({ rows, onChange }: { rows: string[][]; onChange: (rows: string[][]) => void }) {
  const { t } = useTranslation();
  const width = rows[0]?.length ?? 1;
  const setCell = (r: number, c: number, value: string) => onChange(rows.map((row, i) => (i === r ? row.map((cell, j) => (j === c ? value : cell)) : row)));
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${width}, minmax(0, 1fr))`, gap: 0.5 }}>
        {rows.map((row, r) =>
          row.map((cell, c) => (
            <TextField
              key={`${r}-${c}`}
              size="small"
              multiline
              value={cell}
              onChange={(event) => setCell(r, c, event.target.value)}
              slotProps={{ htmlInput: { 'aria-label': t('documents.letter.editor.cell', { row: r + 1, column: c + 1 }), maxLength: 1000 } }}
              sx={r === 0 ? { '& textarea': { fontWeight: 700 } } : undefined}
            />
          )),
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" onClick={() => onChange([...rows, Array.from({ length: width }, () => '')])}>
          {t('documents.letter.editor.addRow')}
        </Button>
        <Button size="small" disabled={rows.length <= 1} onClick={() => onChange(rows.slice(0, -1))}>
          {t('documents.letter.editor.removeRow')}
        </Button>
        <Button size="small" disabled={width >= MAX_COLUMNS} onClick={() => onChange(rows.map((row) => [...row, '']))}>
          {t('documents.letter.editor.addColumn')}
        </Button>
        <Button size="small" disabled={width <= 1} onClick={() => onChange(rows.map((row) => row.slice(0, -1)))}>
          {t('documents.letter.editor.removeColumn')}
        </Button>
      </Box>
    </Box>
  );
}
