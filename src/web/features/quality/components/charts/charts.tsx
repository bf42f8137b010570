// Loaded on demand (see lazy-charts.tsx): recharts is large and only these admin pages need it.
// Every chart sits in a ChartCard beside a table with the same figures.
import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';

export interface Reference {
  y: number;
  label: string;
  color: string;
}

/** One metric's recent samples in order, with its rating bounds as horizontal lines. */
export function HistoryLineChart({ data, seriesLabel, references, format, h = 240 }: { data: { index: number; value: number }[]; seriesLabel: string; references: Reference[]; format: (v: number) => string; h?: number }) {
  return (
    <LineChart
      h={h}
      data={data}
      dataKey="index"
      series={[{ name: 'value', label: seriesLabel, color: 'indigo.6' }]}
      referenceLines={references.map((r) => ({ y: r.y, label: r.label, color: r.color, labelPosition: 'insideTopRight' }))}
      yAxisProps={{ width: 56, tickFormatter: (v: number) => format(v), domain: [0, (max: number) => Math.max(max, ...references.map((r) => r.y)) * 1.05] }}
      xAxisProps={{ tick: { fontSize: 11, fill: 'currentColor' }, minTickGap: 24 }}
      valueFormatter={format}
      gridAxis="y"
      curveType="linear"
      withDots={data.length <= 30}
      tooltipAnimationDuration={150}
      lineChartProps={{ accessibilityLayer: false }}
    />
  );
}

export interface StackSeries {
  name: string;
  label: string;
  color: string;
}

/** Several series stacked per row (rating counts per metric). */
export function StackedBars({ data, dataKey, series, h = 260 }: { data: Record<string, string | number>[]; dataKey: string; series: StackSeries[]; h?: number }) {
  return (
    <BarChart
      h={h}
      data={data}
      dataKey={dataKey}
      type="stacked"
      series={series}
      withLegend
      legendProps={{ verticalAlign: 'bottom', height: 48 }}
      yAxisProps={{ allowDecimals: false, width: 36 }}
      xAxisProps={{ tick: { fontSize: 11, fill: 'currentColor' }, interval: 0 }}
      gridAxis="y"
      maxBarWidth={40}
      tooltipAnimationDuration={150}
      barChartProps={{ accessibilityLayer: false }}
    />
  );
}

/** Horizontal bars 0–100, one per row, with the value printed. */
export function ScoreBars({ data, seriesLabel, h }: { data: { label: string; score: number; color: string }[]; seriesLabel: string; h?: number }) {
  return (
    <BarChart
      h={h ?? Math.max(160, data.length * 40 + 40)}
      data={data}
      dataKey="label"
      orientation="vertical"
      series={[{ name: 'score', label: seriesLabel, color: 'indigo.6' }]}
      getBarColor={(value: number) => data.find((d) => d.score === value)?.color ?? 'indigo.6'}
      xAxisProps={{ domain: [0, 100] }}
      yAxisProps={{ width: 150, interval: 0, tick: { fontSize: 12, fill: 'currentColor' } }}
      gridAxis="none"
      withBarValueLabel
      maxBarWidth={22}
      tooltipAnimationDuration={150}
      barChartProps={{ accessibilityLayer: false, margin: { right: 36 } }}
    />
  );
}

/** One bar per row (requests per minute). */
export function CountBars({ data, seriesLabel, h = 200 }: { data: { label: string; count: number }[]; seriesLabel: string; h?: number }) {
  return (
    <BarChart
      h={h}
      data={data}
      dataKey="label"
      series={[{ name: 'count', label: seriesLabel, color: 'teal.6' }]}
      xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 18, tick: { fontSize: 11, fill: 'currentColor' } }}
      yAxisProps={{ allowDecimals: false, width: 36 }}
      gridAxis="y"
      maxBarWidth={24}
      tooltipAnimationDuration={150}
      barChartProps={{ accessibilityLayer: false }}
    />
  );
}
