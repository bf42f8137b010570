import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { ComponentProps } from 'react';
import type { BarsChart as BarsChartType } from '@/web/features/market/components/bars-chart';

const BarsChart = lazy(() => import('@/web/features/market/components/bars-chart').then((m) => ({ default: m.BarsChart })));

/** The bar chart with a skeleton of its size while recharts loads. */
export function LazyBarsChart(props: ComponentProps<typeof BarsChartType>) {
  return (
    <Suspense fallback={<Skeleton h={Math.max(120, props.data.length * 28 + 40)} radius="md" />}>
      <BarsChart {...props} />
    </Suspense>
  );
}
