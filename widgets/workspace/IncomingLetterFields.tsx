/**
 * The fields of an incoming letter, typed from the letter in hand: the register it goes into,
 * how it arrived, its type, number (ที่) and date, who sent it (จาก), to whom (ถึง), its
 * salutation (เรียน) and subject (เรื่อง), its category and, for a command, its kind, and its
 * speed and secrecy classes, each shown in its colour. Every choice is what the vocabulary
 * settings pages currently offer (get-lookups); From and To suggest the agencies kept there.
 * Errors are the form's i18n keys; the form itself lives in the register machine. Each group of
 * fields is a file of its own (Incoming*Fields.tsx); this one puts them in order.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { IncomingErrors, IncomingForm, LetterMode } from '../../engine/documents/incoming-letter';
import { AgencySuggestions, IncomingAddressFields } from './IncomingAddressFields';
import { IncomingArrivalFields } from './IncomingArrivalFields';
import { IncomingClassFields } from './IncomingClassFields';
import { bookGroupOf } from './IncomingFieldParts';
import { IncomingPublishChoice } from './IncomingPublishChoice';
import { IncomingCategoryFields, IncomingTypeFields } from './IncomingTypeFields';
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

export function IncomingLetterFields({ mode = 'incoming', departments, ...group }: IncomingLetterFieldsProps) {
  const incoming = mode === 'incoming';
  const { t } = useTranslation();
  // A circular, command, announcement... (a type with a book group) is published once numbered.
  const isBook = Boolean(bookGroupOf(group.lookups, group.form.docTypeId));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      {incoming && <IncomingArrivalFields {...group} departments={departments} />}
      <Typography variant="subtitle2" component="h3" color="text.secondary">
        {t('workspace.incoming.sectionLetter')}
      </Typography>
      <IncomingTypeFields {...group} incoming={incoming} />
      <IncomingCategoryFields {...group} />
      <IncomingAddressFields {...group} incoming={incoming} />
      {!incoming && isBook && <IncomingPublishChoice {...group} />}
      <AgencySuggestions lookups={group.lookups} />
      <IncomingClassFields {...group} />
    </Box>
  );
}
