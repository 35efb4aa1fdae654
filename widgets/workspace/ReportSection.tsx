/** One card of the reports: its heading (which names its table), the buttons that save the table, and its content. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useTranslation } from 'react-i18next';
import type { ExportFormat } from './use-register-export';

export interface ReportSectionProps {
  id: string;
  title: string;
  /** Saves the section's table; the buttons are disabled while a file is being made. */
  onSave: (format: ExportFormat) => void;
  saving: boolean;
  children: ReactNode;
}

export function ReportSection({ id, title, onSave, saving, children }: ReportSectionProps) {
  const { t } = useTranslation();
  const headingId = `${id}-title`;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid={id}
      sx={{ borderRadius: 3, overflow: 'hidden', boxShadow: '0 1px 2px rgba(16, 24, 40, 0.06)', minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, flex: '1 1 0', minWidth: 0 }}>
          {title}
        </Typography>
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button
            key={format}
            size="small"
            variant="text"
            sx={{ minWidth: 0, flexShrink: 0 }}
            startIcon={<FileDownloadOutlined />}
            disabled={saving}
            onClick={() => onSave(format)}
            aria-label={t(`workspace.reports.save.${format}`, { table: title })}
            data-testid={`${id}-export-${format}`}
          >
            {format === 'csv' ? 'CSV' : 'Excel'}
          </Button>
        ))}
      </Box>
      <Box sx={{ p: 2 }}>{children}</Box>
    </Paper>
  );
}
