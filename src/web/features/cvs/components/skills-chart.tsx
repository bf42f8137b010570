// Loaded on demand (React.lazy): recharts is large and only the Skills tabs need it.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Box } from '@mantine/core';

export interface SkillsChartDatum {
  category: string;
  skills: number;
}

/** Skills per category as horizontal bars; the summary is the chart's accessible name. */
export function SkillsChart({ data, label, seriesLabel }: { data: SkillsChartDatum[]; label: string; seriesLabel: string }) {
  const height = Math.max(140, data.length * 40 + 40);
  return (
    <Box role="img" aria-label={label}>
      <Box aria-hidden="true">
        <BarChart
          h={height}
          data={data}
          dataKey="category"
          orientation="vertical"
          series={[{ name: 'skills', label: seriesLabel, color: 'indigo.6' }]}
          yAxisProps={{ width: 150 }}
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
