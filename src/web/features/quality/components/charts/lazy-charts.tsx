import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { ComponentProps, ComponentType, LazyExoticComponent } from 'react';
import type * as Charts from '@/web/features/quality/components/charts/charts';

const load = () => import('@/web/features/quality/components/charts/charts');

function withSkeleton<P extends object>(Chart: LazyExoticComponent<ComponentType<P>>, height: (props: P) => number) {
  return function LazyChart(props: P) {
    return (
      <Suspense fallback={<Skeleton h={height(props)} radius="md" />}>
        <Chart {...props} />
      </Suspense>
    );
  };
}

type HistoryProps = ComponentProps<typeof Charts.HistoryLineChart>;
type StackedProps = ComponentProps<typeof Charts.StackedBars>;
type ScoreProps = ComponentProps<typeof Charts.ScoreBars>;
type CountProps = ComponentProps<typeof Charts.CountBars>;

/** The charts with a skeleton of their size while recharts loads. */
export const HistoryLineChart = withSkeleton<HistoryProps>(lazy(() => load().then((m) => ({ default: m.HistoryLineChart }))), (p) => p.h ?? 240);
export const StackedBars = withSkeleton<StackedProps>(lazy(() => load().then((m) => ({ default: m.StackedBars }))), (p) => p.h ?? 260);
export const ScoreBars = withSkeleton<ScoreProps>(lazy(() => load().then((m) => ({ default: m.ScoreBars }))), (p) => p.h ?? 280);
export const CountBars = withSkeleton<CountProps>(lazy(() => load().then((m) => ({ default: m.CountBars }))), (p) => p.h ?? 200);
