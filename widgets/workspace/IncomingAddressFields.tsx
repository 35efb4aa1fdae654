/**
 * Who wrote the letter to whom and about what: from (จาก, an incoming letter only), to (ถึง),
 * salutation (เรียน, required on a draft of ours) and subject (เรื่อง); From and To suggest the
 * agencies kept on the book-send-from and book-send-to settings pages.
 */
import Box from '@mui/material/Box';
import { IncomingText, PAIR, useIncomingWords, type IncomingGroupProps } from './IncomingFieldParts';
import type { Lookups } from './use-incoming-calls';

export function IncomingAddressFields({ incoming, ...props }: Omit<IncomingGroupProps, 'lookups'> & { incoming: boolean }) {
  const { t } = useIncomingWords(props.errors);
  return (
    <>
      {incoming && <IncomingText {...props} field="from" label={t('workspace.incoming.field.from')} required suggestions="incoming-from-agencies" />}
      <Box sx={PAIR}>
        <IncomingText {...props} field="to" label={t('workspace.incoming.field.to')} suggestions="incoming-to-agencies" />
        <IncomingText {...props} field="dear" label={t('workspace.incoming.field.dear')} required={!incoming} />
      </Box>
      <IncomingText {...props} field="subject" label={t('workspace.incoming.field.subject')} required multiline />
    </>
  );
}

/** The agencies offered while typing From and To. */
export function AgencySuggestions({ lookups }: { lookups: Lookups }) {
  return (
    <>
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
    </>
  );
}
