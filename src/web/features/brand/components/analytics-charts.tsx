// Loaded on demand (React.lazy): recharts is large and only the Analytics tab needs it.
import '@mantine/charts/styles.css';
import { BarChart, DonutChart } from '@mantine/charts';
import { Box } from '@mantine/core';

/** Operations per day, stacked by outcome; the label names the chart, the table beside it holds the figures. */
export function PerDayChart({ data, label, series }: { data: { day: string; completed: number; failed: number; open: number }[]; label: string; series: { completed: string; failed: string; open: string } }) {
  return (
    <Box role="img" aria-label={label}>
      <Box aria-hidden="true" inert>
        <BarChart
          h={220}
          data={data.map((d) => ({ ...d, day: d.day.slice(5) }))}
          dataKey="day"
          type="stacked"
          series={[
            { name: 'completed', label: series.completed, color: 'teal.6' },
            { name: 'failed', label: series.failed, color: 'red.6' },
            { name: 'open', label: series.open, color: 'blue.5' },
          ]}
          withLegend
          xAxisProps={{ interval: 'preserveStartEnd', tick: { fontSize: 11 } }}
          yAxisProps={{ allowDecimals: false, width: 32 }}
          tooltipAnimationDuration={150}
          barChartProps={{ accessibilityLayer: false }}
        />
      </Box>
    </Box>
  );
}

export function StatusDonut({ data, label }: { data: { name: string; value: number; color: string }[]; label: string }) {
  return (
    <Box role="img" aria-label={label}>
      <Box aria-hidden="true" inert>
        <DonutChart
          data={data.filter((d) => d.value > 0)}
          size={150}
          thickness={24}
          withLabels={false}
          withTooltip={false}
          // the figures are in the table beside the chart: nothing in it takes keyboard focus
          pieProps={{ rootTabIndex: -1 }}
          pieChartProps={{ accessibilityLayer: false }}
          mx="auto"
        />
      </Box>
    </Box>
  );
}
