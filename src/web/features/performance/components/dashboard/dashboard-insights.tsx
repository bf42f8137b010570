import { LatestInsights } from '@/web/features/performance/components/latest-insights';

const DASHBOARD_INSIGHTS_SHOWN = 5;

/** Dashboard "AI-Powered Insights": the latest analysed CV's strongest insights, linking to that CV. */
export function DashboardInsights() {
  return <LatestInsights limit={DASHBOARD_INSIGHTS_SHOWN} />;
}
