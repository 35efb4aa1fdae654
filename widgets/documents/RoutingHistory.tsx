/**
 * The routing trail of a letter as a timeline, oldest first: each step with who sent it to
 * whom and when, its note or command, its receive number, and what its holder did with it (the
 * action, by whom, when, with what note). The step the modal was opened on is marked; a step
 * still waiting shows a hollow dot.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DocumentStep } from '../../engine/api/document-calls';
import { ACTION_REGISTRY, isDocumentAction } from '../../engine/documents/actions';

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
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid' }}>
          {steps.map((step, index) => (
            <Box
              component="li"
              key={step.F_TRANS_ID}
              data-testid="document-history-step"
              data-state={step.STATE}
              aria-current={step.F_TRANS_ID === currentTransId ? 'step' : undefined}
              sx={{
                position: 'relative',
                pl: 3,
                pb: index === steps.length - 1 ? 0 : 1.5,
                // The line joining the dots, down to the next step.
                '&::before':
                  index === steps.length - 1 ? undefined : { content: '""', position: 'absolute', left: 6, top: 16, bottom: 0, width: 2, bgcolor: 'divider' },
                // The step's dot: filled once its holder acted, hollow while it waits.
                '&::after': {
                  content: '""',
                  position: 'absolute',
                  left: 0,
                  top: 4,
                  width: 14,
                  height: 14,
                  borderRadius: '50%',
                  border: 2,
                  borderColor: step.F_TRANS_ID === currentTransId ? 'primary.main' : 'grey.400',
                  bgcolor: step.ACTED_AT ? (step.F_TRANS_ID === currentTransId ? 'primary.main' : 'grey.400') : 'background.paper',
                },
                ...(step.F_TRANS_ID === currentTransId ? { '& > :first-of-type': { color: 'primary.main' } } : {}),
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
              {step.F_JOB_TYPE_NAME && (
                <Typography variant="body2" data-testid="document-history-job-type">
                  {t('documents.historyJobType', { name: step.F_JOB_TYPE_NAME })}
                </Typography>
              )}
              {(step.NOTE || step.F_COM_DESC) && (
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {step.F_COM_DESC ?? step.NOTE}
                </Typography>
              )}
              {step.ACTED_BY_NAME && (
                <Typography variant="caption" color="text.secondary" component="p" sx={{ m: 0 }}>
                  {step.ACTION && isDocumentAction(step.ACTION) ? `${t(ACTION_REGISTRY[step.ACTION].labelKey)} · ` : ''}
                  {`${t('documents.historyActed')} ${step.ACTED_BY_NAME} ${when(step.ACTED_AT, locale)}`}
                  {step.ACTION_NOTE ? ` — ${step.ACTION_NOTE}` : ''}
                </Typography>
              )}
              {/* How the signer signed, with the lines printed under the signature. */}
              {step.F_SIGN_TYPE_NAME && (
                <Box data-testid="document-history-sign-type" sx={{ mt: 0.5 }}>
                  <Typography variant="caption" color="text.secondary" component="p" sx={{ m: 0 }}>
                    {t('documents.historySignType', { name: step.F_SIGN_TYPE_NAME })}
                  </Typography>
                  {step.SIGN_LINES.map((line, i) => (
                    <Typography key={i} variant="body2" component="p" sx={{ m: 0, textAlign: 'center' }}>
                      {line}
                    </Typography>
                  ))}
                </Box>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
