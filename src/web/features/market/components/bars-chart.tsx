// Loaded on demand (React.lazy): recharts is large and only the market charts need it.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Box } from '@mantine/core';

export interface BarsDatum {
  label: string;
  value: number;
}

/** Horizontal bars, one per row; the summary is the chart's accessible name. */
export function BarsChart({
  data,
  label,
  seriesLabel,
  format,
  color = 'indigo.6',
}: {
  data: BarsDatum[];
  label: string;
  seriesLabel: string;
  /** the value as shown on the bars and in the tooltip */
  format: (value: number) => string;
  color?: string;
}) {
  const height = Math.max(120, data.length * 28 + 40);
  return (
    <Box role="img" aria-label={label}>
      <Box aria-hidden="true">
        <BarChart
          h={height}
          data={data}
          dataKey="label"
          orientation="vertical"
          series={[{ name: 'value', label: seriesLabel, color }]}
          yAxisProps={{ width: 118, interval: 0, tick: { fontSize: 12 } }}
          xAxisProps={{ allowDecimals: true, tickFormatter: (value: number) => format(value) }}
          valueFormatter={format}
          gridAxis="none"
          withBarValueLabel
          maxBarWidth={18}
          tooltipAnimationDuration={150}
          barChartProps={{ accessibilityLayer: false, margin: { right: 56 } }}
        />
      </Box>
    </Box>
  );
}
