/**
 * The subject of a queue row with the markers the manifest turns on: the on-behalf icon
 * (caps.dashboard.showBehalfBadge, row F_IS_BEHALF = 2) and, for queues in senderIconQueues,
 * the sent-to-person and sender-type icons.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import SupervisorAccountOutlined from '@mui/icons-material/SupervisorAccountOutlined';
import { useTranslation } from 'react-i18next';
import type { TodoRow } from '../../engine/api/portal-calls';
import { senderTypeIconOf } from './sender-icons';

/** F_IS_BEHALF value of a step done on behalf of someone. */
export const ON_BEHALF = 2;

export interface TitleMarkers {
  behalf: boolean;
  senderIcons: boolean;
}

function Marker({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Tooltip title={title}>
      <Box component="span" role="img" aria-label={title} data-testid={testId} sx={{ display: 'inline-flex', color: 'primary.main', flexShrink: 0 }}>
        {children}
      </Box>
    </Tooltip>
  );
}

export function TitleCell({ row, markers }: { row: TodoRow; markers: TitleMarkers }) {
  const { t } = useTranslation();
  const SenderIcon = senderTypeIconOf(row.F_SENDER_TYPE_TO_ID);
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.75, py: 1, lineHeight: 1.6, whiteSpace: 'normal', wordBreak: 'break-word' }}>
      {markers.behalf && row.F_IS_BEHALF === ON_BEHALF && (
        <Marker title={t('dashboard.onBehalf')} testId="behalf-icon">
          <SupervisorAccountOutlined fontSize="small" />
        </Marker>
      )}
      {markers.senderIcons && row.statusSendToPerson && (
        <Marker title={t('dashboard.sentToPerson')} testId="sent-to-person-icon">
          <PersonOutlined fontSize="small" />
        </Marker>
      )}
      {markers.senderIcons && row.F_SENDER_TYPE_TO_NAME && (
        <Marker title={t('dashboard.senderType', { name: row.F_SENDER_TYPE_TO_NAME })} testId="sender-type-icon">
          <SenderIcon fontSize="small" />
        </Marker>
      )}
      <span>{row.F_DOC_TITLE}</span>
    </Box>
  );
}
