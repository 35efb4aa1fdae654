/**
 * The letter's text as a column of parts: paragraphs, numbered items (their number typed as the
 * letter prints it: 1., 1.1, (1)) and, where the form takes one, tables. A paragraph or an item
 * may be bold as a whole (an agenda heading); each part moves up or down or goes away.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import { useTranslation } from 'react-i18next';
import { LETTER_FORMS } from '../../engine/documents/letter-forms';
import type { DraftEdit } from './letter-draft-edits';
import type { DraftBlock, LetterDraft } from './letter-draft';
import { LetterTableEditor } from './LetterTableEditor';

function BlockTools({ block, index, count, onEdit }: { block: DraftBlock; index: number; count: number; onEdit: (edit: DraftEdit) => void }) {
  const { t } = useTranslation();
  const position = ` ${index + 1}`;
  return (
    <Box sx={{ display: 'flex', gap: 0.25 }}>
      <IconButton
        size="small"
        aria-label={t('documents.letter.editor.moveUp') + position}
        disabled={index === 0}
        onClick={() => onEdit({ type: 'move', key: block.key, by: -1 })}
      >
        <ArrowUpwardRounded fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={t('documents.letter.editor.moveDown') + position}
        disabled={index === count - 1}
        onClick={() => onEdit({ type: 'move', key: block.key, by: 1 })}
      >
        <ArrowDownwardRounded fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label={t('documents.letter.editor.remove') + position} onClick={() => onEdit({ type: 'remove', key: block.key })}>
        <DeleteOutlineRounded fontSize="small" />
      </IconButton>
    </Box>
  );
}

function BlockEditor({ block, index, count, onEdit }: { block: DraftBlock; index: number; count: number; onEdit: (edit: DraftEdit) => void }) {
  const { t } = useTranslation();
  const kindName = t(`documents.letter.editor.${block.kind}`);
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 1 }} data-testid="letter-block" data-kind={block.kind}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="caption" color="text.secondary" sx={{ flex: 1, fontWeight: 600 }}>
          {kindName} {index + 1}
        </Typography>
        <BlockTools block={block} index={index} count={count} onEdit={onEdit} />
      </Box>
      {block.kind === 'table' ? (
        <LetterTableEditor rows={block.rows} onChange={(rows) => onEdit({ type: 'block', key: block.key, patch: { rows } })} />
      ) : (
        <>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            {block.kind === 'item' && (
              <TextField
                size="small"
                label={t('documents.letter.editor.itemLabel')}
                value={block.label}
                onChange={(event) => onEdit({ type: 'block', key: block.key, patch: { label: event.target.value } })}
                sx={{ width: 96, flex: 'none' }}
                slotProps={{ htmlInput: { maxLength: 20, 'data-testid': 'letter-item-label' } }}
              />
            )}
            <TextField
              fullWidth
              multiline
              minRows={block.kind === 'item' ? 1 : 3}
              value={block.text}
              onChange={(event) => onEdit({ type: 'block', key: block.key, patch: { text: event.target.value } })}
              slotProps={{ htmlInput: { 'aria-label': `${kindName} ${index + 1}`, maxLength: 10000, 'data-testid': 'letter-block-text' } }}
              sx={block.bold ? { '& textarea': { fontWeight: 700 } } : undefined}
            />
          </Box>
          <FormControlLabel
            control={
              <Checkbox
                size="small"
                checked={block.bold}
                onChange={(event) => onEdit({ type: 'block', key: block.key, patch: { bold: event.target.checked } })}
              />
            }
            label={<Typography variant="body2">{t('documents.letter.editor.bold')}</Typography>}
          />
        </>
      )}
    </Paper>
  );
}

export function LetterBodyEditor({ draft, onEdit }: { draft: LetterDraft; onEdit: (edit: DraftEdit) => void }) {
  const { t } = useTranslation();
  const add = (kind: DraftBlock['kind']) => onEdit({ type: 'add', kind });
  return (
    <Box component="section" aria-label={t('documents.letter.editor.body')} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="subtitle2" component="h3">
        {t('documents.letter.editor.body')}
      </Typography>
      {draft.body.map((block, index) => (
        <BlockEditor key={block.key} block={block} index={index} count={draft.body.length} onEdit={onEdit} />
      ))}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => add('paragraph')} data-testid="letter-add-paragraph">
          {t('documents.letter.editor.addParagraph')}
        </Button>
        <Button size="small" variant="outlined" onClick={() => add('item')} data-testid="letter-add-item">
          {t('documents.letter.editor.addItem')}
        </Button>
        {LETTER_FORMS[draft.form].table && (
          <Button size="small" variant="outlined" onClick={() => add('table')} data-testid="letter-add-table">
            {t('documents.letter.editor.addTable')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
