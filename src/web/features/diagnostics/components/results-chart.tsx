// Loaded on demand (React.lazy): recharts is large and only this page needs it. The chart is a
// picture for sighted people; the count cards beside it say the same in text.
import '@mantine/charts/styles.css';
import { DonutChart } from '@mantine/charts';

export function ResultsChart({ data, total }: { data: { name: string; value: number; color: string }[]; total: string }) {
  return (
    <DonutChart
      data={data.filter((d) => d.value > 0)}
      size={140}
      thickness={22}
      chartLabel={total}
      withTooltip={false}
      paddingAngle={2}
      mx="auto"
      pieProps={{ rootTabIndex: -1 }}
      pieChartProps={{ accessibilityLayer: false }}
    />
  );
}
