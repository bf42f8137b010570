// Loaded on demand (React.lazy): recharts is large and only this dashboard's figures need it here.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Box } from '@mantine/core';

export interface OverviewChartDatum {
  label: string;
  count: number;
}

/** The compared figures as horizontal bars; `label` (the same figures in words) is the chart's accessible name. */
export function OverviewChart({ data, label, seriesLabel }: { data: OverviewChartDatum[]; label: string; seriesLabel: string }) {
  return (
    <Box role="img" aria-label={label}>
      <Box aria-hidden="true">
        <BarChart
          h={data.length * 44 + 40}
          data={data}
          dataKey="label"
          orientation="vertical"
          series={[{ name: 'count', label: seriesLabel, color: 'indigo.6' }]}
          yAxisProps={{ width: 190 }}
          xAxisProps={{ allowDecimals: false }}
          gridAxis="none"
          withBarValueLabel
          maxBarWidth={22}
          tooltipAnimationDuration={150}
          barChartProps={{ accessibilityLayer: false }}
        />
      </Box>
    </Box>
  );
}
