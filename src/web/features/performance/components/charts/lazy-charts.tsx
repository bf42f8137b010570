import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { ComponentProps, ComponentType, LazyExoticComponent } from 'react';
import type * as Charts from '@/web/features/performance/components/charts/charts';

const load = () => import('@/web/features/performance/components/charts/charts');

function withSkeleton<P extends object>(Chart: LazyExoticComponent<ComponentType<P>>, height: (props: P) => number) {
  return function LazyChart(props: P) {
    return (
      <Suspense fallback={<Skeleton h={height(props)} radius="md" />}>
        <Chart {...props} />
      </Suspense>
    );
  };
}

type CountProps = ComponentProps<typeof Charts.CountBarChart>;
type StackedProps = ComponentProps<typeof Charts.StackedBarChart>;
type LineProps = ComponentProps<typeof Charts.ScoreLineChart>;
type DonutProps = ComponentProps<typeof Charts.ShareDonutChart>;

/** The charts with a skeleton of their size while recharts loads. */
export const CountBarChart = withSkeleton<CountProps>(lazy(() => load().then((m) => ({ default: m.CountBarChart }))), (p) => p.h ?? 220);
export const StackedBarChart = withSkeleton<StackedProps>(lazy(() => load().then((m) => ({ default: m.StackedBarChart }))), (p) => p.h ?? 260);
export const ScoreLineChart = withSkeleton<LineProps>(lazy(() => load().then((m) => ({ default: m.ScoreLineChart }))), (p) => p.h ?? 240);
export const ShareDonutChart = withSkeleton<DonutProps>(lazy(() => load().then((m) => ({ default: m.ShareDonutChart }))), (p) => p.size ?? 180);
