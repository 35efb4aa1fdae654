/** The routing trail of a letter (who sent it where, what was done, receive numbers, notes). */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DocumentStep } from '../../engine/api/document-calls';

const when = (iso: string | null, locale: string) => (iso ? new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }) : '');

const party = (person: string | null, department: string | null) => [person, department].filter(Boolean).join(' · ');

export function RoutingHistory({ steps, currentTransId }: { steps: DocumentStep[]; currentTransId: number | null }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'th' ? 'th-TH' : 'en-GB';
  return (
    <Box component="section" aria-labelledby="document-history-title" data-testid="document-history">
      <Typography id="document-history-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t('documents.history')}
      </Typography>
      {steps.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('documents.noHistory')}
        </Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {steps.map((step) => (
            <Box
              component="li"
              key={step.F_TRANS_ID}
              data-testid="document-history-step"
              data-state={step.STATE}
              aria-current={step.F_TRANS_ID === currentTransId ? 'step' : undefined}
              sx={{
                borderLeft: 3,
                borderColor: step.F_TRANS_ID === currentTransId ? 'primary.main' : 'divider',
                pl: 1.5,
                py: 0.5,
              }}
            >
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {step.KIND_NAME} — {step.STATE_NAME}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {when(step.CREATED_AT, locale)}
                </Typography>
              </Box>
              <Typography variant="body2" color="text.secondary">
                {step.FROM_PERSON_NAME || step.FROM_DEPT_NAME ? `${t('documents.historyFrom')} ${party(step.FROM_PERSON_NAME, step.FROM_DEPT_NAME)} ` : ''}
                {`${t('documents.historyTo')} ${party(step.TO_PERSON_NAME, step.TO_DEPT_NAME)}`}
              </Typography>
              {step.RECEIVE_NO !== null && <Typography variant="body2">{t('documents.receiveNo', { no: step.RECEIVE_NO })}</Typography>}
              {(step.NOTE || step.F_COM_DESC) && (
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {step.F_COM_DESC ?? step.NOTE}
                </Typography>
              )}
              {step.ACTED_BY_NAME && (
                <Typography variant="caption" color="text.secondary" component="p" sx={{ m: 0 }}>
                  {`${t('documents.historyActed')} ${step.ACTED_BY_NAME} ${when(step.ACTED_AT, locale)}`}
                  {step.ACTION_NOTE ? ` — ${step.ACTION_NOTE}` : ''}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
