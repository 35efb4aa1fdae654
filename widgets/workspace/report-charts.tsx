/**
 * Bar charts of the reports (MUI X Charts): received and sent per month and per department.
 * They draw the rows of the tables beside them, which are the truth for people who cannot see
 * the chart; the chart is therefore one labelled image (role img) whose parts are not read out.
 * This file is only imported by the reports page, so the charts library loads with it.
 */
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { departmentChartHeight, type CountRow } from './report-rows';

export interface ReportChartProps {
  rows: CountRow[];
  /** What the chart shows, read out in place of it. */
  label: string;
  receivedLabel: string;
  sentLabel: string;
  testId: string;
}

function useSeries({ receivedLabel, sentLabel }: Pick<ReportChartProps, 'receivedLabel' | 'sentLabel'>) {
  const theme = useTheme();
  return [
    { dataKey: 'received', label: receivedLabel, color: theme.palette.primary.main },
    { dataKey: 'sent', label: sentLabel, color: theme.palette.warning.main },
  ];
}

/** Months along the bottom, received and sent side by side. */
export function MonthChart(props: ReportChartProps) {
  const series = useSeries(props);
  return (
    <Box role="img" aria-label={props.label} data-testid={props.testId} sx={{ width: '100%' }}>
      <BarChart
        dataset={props.rows.map((row) => ({ label: row.axisLabel ?? row.label, received: row.received, sent: row.sent }))}
        xAxis={[{ scaleType: 'band', dataKey: 'label', tickLabelStyle: { fontSize: 11 } }]}
        yAxis={[{ tickMinStep: 1, width: 40 }]}
        series={series}
        height={280}
        grid={{ horizontal: true }}
        skipAnimation
      />
    </Box>
  );
}

/** One line per department (names are long), received and sent side by side. */
export function DepartmentChart(props: ReportChartProps) {
  const series = useSeries(props);
  return (
    <Box role="img" aria-label={props.label} data-testid={props.testId} sx={{ width: '100%' }}>
      <BarChart
        layout="horizontal"
        dataset={props.rows.map((row) => ({ label: row.axisLabel ?? row.label, received: row.received, sent: row.sent }))}
        yAxis={[{ scaleType: 'band', dataKey: 'label', width: 180 }]}
        xAxis={[{ tickMinStep: 1 }]}
        series={series}
        height={departmentChartHeight(props.rows.length)}
        grid={{ vertical: true }}
        skipAnimation
      />
    </Box>
  );
}
