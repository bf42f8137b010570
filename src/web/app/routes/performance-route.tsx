import { PipelineCard } from '@/web/features/jobs/components/pipeline-card';
import { PerformancePage } from '@/web/features/performance/pages/performance-page';

/** The performance page with the job-application pipeline of the job-ad feature. */
export function PerformanceRoute() {
  return <PerformancePage pipeline={<PipelineCard />} />;
}
