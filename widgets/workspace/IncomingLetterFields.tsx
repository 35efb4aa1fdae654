/**
 * The fields of an incoming letter, typed from the letter in hand: the register it goes into,
 * how it arrived, its type, number (ที่) and date, who sent it (จาก), to whom (ถึง), its
 * salutation (เรียน) and subject (เรื่อง), its category and, for a command, its kind, and its
 * speed and secrecy classes, each shown in its colour. Every choice is what the vocabulary
 * settings pages currently offer (get-lookups); From and To suggest the agencies kept there.
 * Errors are the form's i18n keys; the form itself lives in the register machine.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  INCOMING_LIMITS,
  type IncomingChannel,
  type IncomingErrors,
  type IncomingField,
  type IncomingForm,
  type LetterMode,
} from '../../engine/documents/incoming-letter';
import type { Lookups } from './use-incoming-calls';
import type { RegisterDepartment } from './workspace-queries';

export interface IncomingLetterFieldsProps {
  /** A draft of ours asks neither register, channel, sender, number nor date. */
  mode?: LetterMode;
  form: IncomingForm;
  errors: IncomingErrors;
  departments: readonly RegisterDepartment[];
  lookups: Lookups;
  disabled: boolean;
  onChange: (patch: Partial<IncomingForm>) => void;
}

const CHANNELS: IncomingChannel[] = ['paper', 'email'];

function ClassDot({ color }: { color: string }) {
  return (
    <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color, flexShrink: 0, border: 1, borderColor: 'divider' }} />
  );
}

function FieldGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', flexDirection: 'column', gap: 0.75 }}>
      <Typography variant="body2" color="text.secondary" component="span">
        {label}
      </Typography>
      {children}
    </Box>
  );
}

const numberOrNull = (value: string) => (value === '' ? null : Number(value));

export function IncomingLetterFields({ mode = 'incoming', form, errors, departments, lookups, disabled, onChange }: IncomingLetterFieldsProps) {
  const incoming = mode === 'incoming';
  // A circular, command, announcement... (a type with a book group) is published once numbered.
  const bookGroupOf = (docTypeId: number | null) => lookups.docTypes.find((type) => type.F_DOC_TYPE_ID === docTypeId)?.F_BOOK_GROUP ?? null;
  const isBook = Boolean(bookGroupOf(form.docTypeId));
  // Only a command letter (a type in the command book group) names a kind of command.
  const isCommand = bookGroupOf(form.docTypeId) === 'command';
  const { t, i18n } = useTranslation();
  const english = i18n.language.startsWith('en');
  const nameOf = (entry: { NAME: string; NAME_ENG: string }) => (english && entry.NAME_ENG ? entry.NAME_ENG : entry.NAME);
  const errorOf = (field: IncomingField) => {
    const key = errors[field];
    if (!key) return undefined;
    return t(key, { max: field in INCOMING_LIMITS ? INCOMING_LIMITS[field as keyof typeof INCOMING_LIMITS] : undefined });
  };
  const text = (
    field: 'docNo' | 'from' | 'to' | 'dear' | 'subject',
    label: string,
    extra: { required?: boolean; multiline?: boolean; helper?: string; suggestions?: string } = {},
  ) => (
    <TextField
      label={label}
      value={form[field]}
      onChange={(event) => onChange({ [field]: event.target.value })}
      required={extra.required}
      multiline={extra.multiline}
      minRows={extra.multiline ? 2 : undefined}
      error={Boolean(errors[field])}
      helperText={errorOf(field) ?? extra.helper}
      disabled={disabled}
      fullWidth
      slotProps={{ htmlInput: { 'data-testid': `incoming-${field}`, maxLength: INCOMING_LIMITS[field], list: extra.suggestions } }}
    />
  );
  /** An optional choice from a vocabulary (none chosen: null). */
  const choice = (field: 'categoryId' | 'commandTypeId', label: string, options: readonly { id: number; NAME: string; NAME_ENG: string }[]) => (
    <TextField
      select
      label={label}
      value={form[field] ?? ''}
      onChange={(event) => onChange({ [field]: numberOrNull(event.target.value) })}
      disabled={disabled}
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': `incoming-${field}` } }}
    >
      <option value="">{t('workspace.incoming.vocabulary.none')}</option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {nameOf(option)}
        </option>
      ))}
    </TextField>
  );
  const pair = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } } as const;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      {incoming && (
        <Box sx={pair}>
          <TextField
            select
            label={t('workspace.incoming.field.department')}
            value={form.deptId ?? ''}
            onChange={(event) => onChange({ deptId: numberOrNull(event.target.value) })}
            required
            error={Boolean(errors.deptId)}
            helperText={errorOf('deptId')}
            disabled={disabled}
            fullWidth
            slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'incoming-dept' } }}
          >
            <option value="" disabled />
            {departments.map((dept) => (
              <option key={dept.dept_id} value={dept.dept_id}>
                {dept.text}
              </option>
            ))}
          </TextField>
          <FieldGroup label={t('workspace.incoming.field.channel')}>
            <ToggleButtonGroup
              exclusive
              size="small"
              color="primary"
              value={form.channel}
              disabled={disabled}
              onChange={(_event, value: IncomingChannel | null) => value && onChange({ channel: value })}
            >
              {CHANNELS.map((channel) => (
                <ToggleButton key={channel} value={channel} data-testid={`incoming-channel-${channel}`} sx={{ px: 2 }}>
                  {t(`workspace.incoming.channel.${channel}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </FieldGroup>
        </Box>
      )}

      <Typography variant="subtitle2" component="h3" color="text.secondary">
        {t('workspace.incoming.sectionLetter')}
      </Typography>
      <Box sx={pair}>
        <TextField
          select
          label={t('workspace.incoming.field.docType')}
          value={form.docTypeId ?? ''}
          onChange={(event) => {
            const docTypeId = numberOrNull(event.target.value);
            onChange(bookGroupOf(docTypeId) === 'command' ? { docTypeId } : { docTypeId, commandTypeId: null });
          }}
          required
          error={Boolean(errors.docTypeId)}
          helperText={errorOf('docTypeId')}
          disabled={disabled}
          fullWidth
          slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'incoming-docType' } }}
        >
          <option value="" disabled />
          {lookups.docTypes.map((type) => (
            <option key={type.F_DOC_TYPE_ID} value={type.F_DOC_TYPE_ID}>
              {nameOf(type)}
            </option>
          ))}
        </TextField>
        {incoming && (
          <TextField
            select
            label={t('workspace.incoming.field.senderType')}
            value={form.senderTypeId ?? ''}
            onChange={(event) => onChange({ senderTypeId: numberOrNull(event.target.value) })}
            disabled={disabled}
            fullWidth
            slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'incoming-senderType' } }}
          >
            <option value="">{t('workspace.incoming.noSenderType')}</option>
            {lookups.senderTypes.map((type) => (
              <option key={type.F_SENDER_TYPE_ID} value={type.F_SENDER_TYPE_ID}>
                {nameOf(type)}
              </option>
            ))}
          </TextField>
        )}
        {incoming &&
          text('docNo', t('workspace.incoming.field.docNo'), { required: form.channel === 'paper', helper: t('workspace.incoming.field.docNoHint') })}
        {incoming && (
          <TextField
            type="date"
            label={t('workspace.incoming.field.docDate')}
            value={form.docDate}
            onChange={(event) => onChange({ docDate: event.target.value })}
            required
            error={Boolean(errors.docDate)}
            helperText={errorOf('docDate')}
            disabled={disabled}
            fullWidth
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'incoming-docDate' } }}
          />
        )}
      </Box>
      <Box sx={pair}>
        {choice(
          'categoryId',
          t('workspace.incoming.vocabulary.category'),
          lookups.categories.map((category) => ({ id: category.F_CATEGORY_ID, NAME: category.NAME, NAME_ENG: category.NAME_ENG })),
        )}
        {isCommand &&
          choice(
            'commandTypeId',
            t('workspace.incoming.vocabulary.commandType'),
            lookups.commandTypes.map((kind) => ({ id: kind.F_COMMAND_TYPE_ID, NAME: kind.NAME, NAME_ENG: kind.NAME_ENG })),
          )}
      </Box>
      {incoming && text('from', t('workspace.incoming.field.from'), { required: true, suggestions: 'incoming-from-agencies' })}
      <Box sx={pair}>
        {text('to', t('workspace.incoming.field.to'), { suggestions: 'incoming-to-agencies' })}
        {text('dear', t('workspace.incoming.field.dear'), { required: !incoming })}
      </Box>
      {text('subject', t('workspace.incoming.field.subject'), { required: true, multiline: true })}
      {!incoming && isBook && (
        <FieldGroup label={t('workspace.newLetter.publish.label')}>
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            value={form.publishAll ? 'all' : 'chosen'}
            disabled={disabled}
            onChange={(_event, value: 'all' | 'chosen' | null) => value && onChange({ publishAll: value === 'all' })}
          >
            <ToggleButton value="all" data-testid="new-letter-publish-all" sx={{ px: 2 }}>
              {t('workspace.newLetter.publish.all')}
            </ToggleButton>
            <ToggleButton value="chosen" data-testid="new-letter-publish-chosen" sx={{ px: 2 }}>
              {t('workspace.newLetter.publish.chosen')}
            </ToggleButton>
          </ToggleButtonGroup>
          <Typography variant="caption" color="text.secondary">
            {t(form.publishAll ? 'workspace.newLetter.publish.allHint' : 'workspace.newLetter.publish.chosenHint')}
          </Typography>
        </FieldGroup>
      )}

      {/* The agencies kept on the book-send-from and book-send-to settings pages, offered while typing. */}
      <datalist id="incoming-from-agencies">
        {lookups.sendFrom.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <datalist id="incoming-to-agencies">
        {lookups.sendTo.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>

      <Typography variant="subtitle2" component="h3" color="text.secondary">
        {t('workspace.incoming.sectionClass')}
      </Typography>
      <Box sx={pair}>
        <FieldGroup label={t('workspace.incoming.field.speed')}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={form.speedId}
            disabled={disabled}
            onChange={(_event, value: number | null) => value && onChange({ speedId: value })}
          >
            {lookups.speeds.map((speed) => (
              <ToggleButton
                key={speed.F_DOC_SPEED_ID}
                value={speed.F_DOC_SPEED_ID}
                data-testid={`incoming-speed-${speed.F_DOC_SPEED_ID}`}
                sx={{ gap: 0.75, px: 1.25 }}
              >
                <ClassDot color={speed.F_COLOR} />
                {nameOf(speed)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </FieldGroup>
        <FieldGroup label={t('workspace.incoming.field.secret')}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={form.secretId}
            disabled={disabled}
            onChange={(_event, value: number | null) => value && onChange({ secretId: value })}
          >
            {lookups.secrets.map((secret) => (
              <ToggleButton
                key={secret.F_DOC_SECRET_ID}
                value={secret.F_DOC_SECRET_ID}
                data-testid={`incoming-secret-${secret.F_DOC_SECRET_ID}`}
                sx={{ gap: 0.75, px: 1.25 }}
              >
                <ClassDot color={secret.F_COLOR} />
                {nameOf(secret)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </FieldGroup>
      </Box>
    </Box>
  );
}
