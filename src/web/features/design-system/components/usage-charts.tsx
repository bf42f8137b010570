// Loaded on demand (React.lazy): recharts is large and only the Analytics tab needs it. The charts are
// pictures for sighted people; each sits above a table with the same figures.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';

export interface UsageSeries {
  name: string;
  label: string;
  color: string;
}

export function UsageBarChart({
  data,
  dataKey,
  series,
  h = 240,
}: {
  data: Record<string, string | number>[];
  dataKey: string;
  series: UsageSeries[];
  h?: number;
}) {
  return (
    <BarChart
      h={h}
      data={data}
      dataKey={dataKey}
      series={series}
      withLegend
      legendProps={{ verticalAlign: 'bottom', height: 36 }}
      xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 12, tick: { fontSize: 11 } }}
      yAxisProps={{ allowDecimals: false, width: 32 }}
      gridAxis="y"
      maxBarWidth={28}
      tooltipAnimationDuration={150}
      barChartProps={{ accessibilityLayer: false }}
    />
  );
}
