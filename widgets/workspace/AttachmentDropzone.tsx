/**
 * The files going with an incoming letter: dropped on the zone or picked with the file input,
 * several at a time. The limits are shown before anything is sent; each file shows its state
 * (waiting, sending, sent, refused) and, when refused, why: the portal's own reason (type,
 * size, empty) at once, or the server's words. A sent file stays with the letter.
 */
import { useRef, useState, type DragEvent } from 'react';
import CloseRounded from '@mui/icons-material/CloseRounded';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ATTACHMENT_ACCEPT } from '../../engine/documents/attachment-rules';
import { MAX_ATTACHMENT_MB } from '../../engine/documents/incoming-letter';
import type { AttachmentFile, IncomingFile, IncomingFileStatus } from '../../engine/machines/new-letter.machine';

export interface AttachmentDropzoneProps {
  files: readonly IncomingFile[];
  /** Files may be added or taken off (not while sending). */
  editable: boolean;
  onAdd: (files: AttachmentFile[]) => void;
  onRemove: (id: number) => void;
}

const STATUS_COLOR: Record<IncomingFileStatus, 'default' | 'info' | 'success' | 'error'> = {
  waiting: 'default',
  uploading: 'info',
  done: 'success',
  refused: 'error',
};

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`; // i18n-ok: unit symbol
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`; // i18n-ok: unit symbol
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`; // i18n-ok: unit symbol
}

export function AttachmentDropzone({ files, editable, onAdd, onRemove }: AttachmentDropzoneProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const take = (list: FileList | null) => {
    if (list && list.length > 0) onAdd(Array.from(list));
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (editable) take(event.dataTransfer.files);
  };
  const reasonOf = (entry: IncomingFile) => {
    if (entry.problemKey) return t(entry.problemKey, { mb: MAX_ATTACHMENT_MB });
    if (entry.status === 'refused') return entry.serverMessage;
    if (entry.failed) return entry.serverMessage || t('workspace.incoming.file.failed');
    return null;
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography variant="subtitle2" component="h3" color="text.secondary">
        {t('workspace.incoming.file.heading')}
      </Typography>
      <Box
        data-testid="incoming-dropzone"
        onDragOver={(event) => {
          event.preventDefault();
          if (editable) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: over ? 'primary.main' : 'divider',
          bgcolor: over ? 'action.hover' : 'background.default',
          borderRadius: 2,
          p: 2.5,
          textAlign: 'center',
          opacity: editable ? 1 : 0.6,
        }}
      >
        <UploadFileOutlined color="action" sx={{ display: 'block', mx: 'auto', mb: 0.5 }} />
        <Typography variant="body2" component="span">
          {t('workspace.incoming.file.drop')}{' '}
        </Typography>
        <Button size="small" variant="outlined" disabled={!editable} onClick={() => input.current?.click()}>
          {t('workspace.incoming.file.pick')}
        </Button>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }} data-testid="incoming-file-limits">
          {t('workspace.incoming.file.limits', { mb: MAX_ATTACHMENT_MB })}
        </Typography>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={ATTACHMENT_ACCEPT}
          data-testid="incoming-file-input"
          onChange={(event) => {
            take(event.target.files);
            // The same file may be picked again after it was taken off.
            event.target.value = '';
          }}
        />
      </Box>
      {files.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('workspace.incoming.file.none')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
          {files.map((entry) => {
            const reason = reasonOf(entry);
            return (
              <Box
                component="li"
                key={entry.id}
                data-testid="incoming-file"
                data-name={entry.file.name}
                data-status={entry.status}
                sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 1.5, py: 1, border: 1, borderColor: 'divider', borderRadius: 2 }}
              >
                <Box sx={{ minWidth: 0, flex: 1 }}>
                  <Typography variant="body2" noWrap title={entry.file.name}>
                    {entry.file.name}{' '}
                    <Typography component="span" variant="caption" color="text.secondary">
                      {sizeText(entry.file.size)}
                    </Typography>
                  </Typography>
                  {reason ? (
                    <Typography variant="caption" color="error" data-testid="incoming-file-reason">
                      {reason}
                    </Typography>
                  ) : null}
                </Box>
                <Chip size="small" color={STATUS_COLOR[entry.status]} label={t(`workspace.incoming.file.status.${entry.status}`)} />
                {editable && entry.status !== 'done' ? (
                  <IconButton size="small" aria-label={t('workspace.incoming.file.remove', { name: entry.file.name })} onClick={() => onRemove(entry.id)}>
                    <CloseRounded fontSize="small" />
                  </IconButton>
                ) : null}
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
