// Loaded on demand (React.lazy, see lazy-charts.tsx): recharts is large and only these screens need it.
// The charts are pictures for sighted people; every one sits beside a data table (ChartCard) and is
// hidden from assistive technology.
import '@mantine/charts/styles.css';
import { BarChart, DonutChart, LineChart } from '@mantine/charts';

export interface CountDatum {
  label: string;
  count: number;
}

export interface ChartSeries {
  name: string;
  label: string;
  color: string;
}

/** One bar per label (weeks, priorities). */
export function CountBarChart({ data, seriesLabel, color, h = 220 }: { data: CountDatum[]; seriesLabel: string; color: string; h?: number }) {
  return (
    <BarChart
      h={h}
      data={data}
      dataKey="label"
      series={[{ name: 'count', label: seriesLabel, color }]}
      xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 18, tick: { fontSize: 11 } }}
      yAxisProps={{ allowDecimals: false, width: 32 }}
      gridAxis="y"
      maxBarWidth={28}
      tooltipAnimationDuration={150}
      barChartProps={{ accessibilityLayer: false }}
    />
  );
}

/** Several series stacked per row of data (skills by proficiency per CV version). */
export function StackedBarChart({ data, dataKey, series, h = 260 }: { data: Record<string, string | number>[]; dataKey: string; series: ChartSeries[]; h?: number }) {
  return (
    <BarChart
      h={h}
      data={data}
      dataKey={dataKey}
      type="stacked"
      series={series}
      withLegend
      legendProps={{ verticalAlign: 'bottom', height: 40 }}
      yAxisProps={{ allowDecimals: false, width: 32 }}
      gridAxis="y"
      maxBarWidth={48}
      tooltipAnimationDuration={150}
      barChartProps={{ accessibilityLayer: false }}
    />
  );
}

/** A line through one value per row (CV quality per version), 0–100. */
export function ScoreLineChart({ data, dataKey, series, h = 240 }: { data: Record<string, string | number | null>[]; dataKey: string; series: ChartSeries; h?: number }) {
  return (
    <LineChart
      h={h}
      data={data}
      dataKey={dataKey}
      series={[series]}
      yAxisProps={{ domain: [0, 100], width: 32 }}
      gridAxis="y"
      curveType="linear"
      connectNulls
      withDots
      tooltipAnimationDuration={150}
      lineChartProps={{ accessibilityLayer: false }}
    />
  );
}

/** Shares of a whole (tasks by status), the total in the middle. */
export function ShareDonutChart({ data, total, size = 180 }: { data: { name: string; value: number; color: string }[]; total: string; size?: number }) {
  return (
    <DonutChart
      data={data.filter((d) => d.value > 0)}
      size={size}
      thickness={26}
      chartLabel={total}
      withTooltip
      tooltipDataSource="segment"
      paddingAngle={2}
      mx="auto"
      // the chart is hidden from assistive technology (its table speaks): keep it out of the tab order too
      pieProps={{ rootTabIndex: -1 }}
      pieChartProps={{ accessibilityLayer: false }}
    />
  );
}
