/**
 * A letter on paper: the organisation, the letter's particulars (ที่, date, from, to, เรียน,
 * เรื่อง, speed and secrecy), its attachments by name and its routing history.
 */
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { DocumentDetail } from '../../engine/api/document-calls';
import { formatThaiDateTime } from '../../engine/format/thai-date';
import { letterPrintFields, letterPrintHistory } from './print-rows';
import { PAGE_SX } from './print-styles';

export interface LetterPrintPageProps {
  detail: DocumentDetail;
  organisation: string;
  /** When the page was printed (passed in so the page is the same in preview and on paper). */
  printedAt: Date;
}

export function LetterPrintPage({ detail, organisation, printedAt }: LetterPrintPageProps) {
  const { t } = useTranslation();
  const history = letterPrintHistory(detail.history, t);
  return (
    <Box component="article" sx={PAGE_SX} data-testid="letter-print-page">
      <Box component="header" sx={{ textAlign: 'center', mb: '12pt' }}>
        <Box component="h1" sx={{ fontSize: '16pt', fontWeight: 700, m: 0 }}>
          {organisation}
        </Box>
        <Box component="h2" sx={{ fontSize: '13pt', fontWeight: 600, m: 0 }}>
          {t('print.letter.heading')}
        </Box>
      </Box>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '32mm 1fr', columnGap: '4mm', rowGap: '2pt', m: 0 }}>
        {letterPrintFields(detail).map((field) => (
          <Box key={field.key} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontWeight: 700 }}>
              {t(`print.letter.${field.key}`)}
            </Box>
            <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }} data-testid={`print-letter-${field.key}`}>
              {field.value}
            </Box>
          </Box>
        ))}
        <Box component="dt" sx={{ fontWeight: 700 }}>
          {t('print.letter.attachments')}
        </Box>
        <Box component="dd" sx={{ m: 0 }}>
          {detail.attachments.length === 0 ? (
            t('print.letter.noAttachments')
          ) : (
            <Box component="ol" sx={{ m: 0, pl: '5mm' }}>
              {detail.attachments.map((file) => (
                <li key={file.ATTACH_ID}>{file.FILE_NAME}</li>
              ))}
            </Box>
          )}
        </Box>
      </Box>
      <Box component="h3" sx={{ fontSize: '13pt', fontWeight: 700, mt: '14pt', mb: '4pt', mx: 0 }}>
        {t('print.letter.history')}
      </Box>
      {history.length === 0 ? (
        <p>{t('print.letter.noHistory')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <Box component="th" sx={{ width: '6%' }}>
                #
              </Box>
              <Box component="th" sx={{ width: '24%' }}>
                {t('print.letter.who')}
              </Box>
              <Box component="th" sx={{ width: '32%' }}>
                {t('print.letter.what')}
              </Box>
              <Box component="th" sx={{ width: '16%' }}>
                {t('print.letter.when')}
              </Box>
              <th>{t('print.letter.note')}</th>
            </tr>
          </thead>
          <tbody>
            {history.map((row, index) => (
              <tr key={row.id}>
                <td>{index + 1}</td>
                <td>{row.who}</td>
                <td>{row.what}</td>
                <td>{row.when}</td>
                <td>{row.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Box component="footer" sx={{ mt: '12pt', fontSize: '9pt', textAlign: 'right' }}>
        {t('print.printedAt', { at: formatThaiDateTime(printedAt, { digits: 'western' }) })}
      </Box>
    </Box>
  );
}
