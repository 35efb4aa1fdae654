/**
 * What kind of letter it is and how it is numbered: its type and, for an incoming letter, the
 * kind of sender, its number (ที่) and its date; then its category and, for a command, the kind
 * of command. Choosing a type that is no command drops a command kind chosen before.
 */
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { bookGroupOf, IncomingText, numberOrNull, PAIR, useIncomingWords, type IncomingGroupProps } from './IncomingFieldParts';

export function IncomingTypeFields({ incoming, ...props }: IncomingGroupProps & { incoming: boolean }) {
  const { form, errors, lookups, disabled, onChange } = props;
  const { t, nameOf, errorOf } = useIncomingWords(errors);
  return (
    <Box sx={PAIR}>
      <TextField
        select
        label={t('workspace.incoming.field.docType')}
        value={form.docTypeId ?? ''}
        onChange={(event) => {
          const docTypeId = numberOrNull(event.target.value);
          onChange(bookGroupOf(lookups, docTypeId) === 'command' ? { docTypeId } : { docTypeId, commandTypeId: null });
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
      {incoming && (
        <IncomingText
          {...props}
          field="docNo"
          label={t('workspace.incoming.field.docNo')}
          required={form.channel === 'paper'}
          helper={t('workspace.incoming.field.docNoHint')}
        />
      )}
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
  );
}

interface VocabularyProps extends IncomingGroupProps {
  field: 'categoryId' | 'commandTypeId';
  label: string;
  options: readonly { id: number; NAME: string; NAME_ENG: string }[];
}

/** An optional choice from a vocabulary (none chosen: null). */
function VocabularyChoice({ field, label, options, form, errors, disabled, onChange }: VocabularyProps) {
  const { t, nameOf } = useIncomingWords(errors);
  return (
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
}

/** The letter's category and, only for a command letter (a type in the command book group), its kind of command. */
export function IncomingCategoryFields(props: IncomingGroupProps) {
  const { t } = useIncomingWords(props.errors);
  const { lookups, form } = props;
  return (
    <Box sx={PAIR}>
      <VocabularyChoice
        {...props}
        field="categoryId"
        label={t('workspace.incoming.vocabulary.category')}
        options={lookups.categories.map((category) => ({ id: category.F_CATEGORY_ID, NAME: category.NAME, NAME_ENG: category.NAME_ENG }))}
      />
      {bookGroupOf(lookups, form.docTypeId) === 'command' && (
        <VocabularyChoice
          {...props}
          field="commandTypeId"
          label={t('workspace.incoming.vocabulary.commandType')}
          options={lookups.commandTypes.map((kind) => ({ id: kind.F_COMMAND_TYPE_ID, NAME: kind.NAME, NAME_ENG: kind.NAME_ENG }))}
        />
      )}
    </Box>
  );
}
