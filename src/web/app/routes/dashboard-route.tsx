import { useAuth } from '@/web/features/auth/components/auth-provider';
import { CvCounters } from '@/web/features/cvs/components/dashboard/cv-counters';
import { DashboardTalents } from '@/web/features/cvs/components/dashboard/dashboard-talents';
import { DetailedAnalysis } from '@/web/features/cvs/components/dashboard/detailed-analysis';
import { DashboardPage } from '@/web/features/dashboard/pages/dashboard-page';
import { PipelineCard } from '@/web/features/jobs/components/pipeline-card';
import { OnboardingPrompt } from '@/web/features/onboarding/components/onboarding-prompt';
import { DashboardAnalytics } from '@/web/features/performance/components/dashboard/dashboard-analytics';
import { DashboardInsights } from '@/web/features/performance/components/dashboard/dashboard-insights';

/** Composes the session and the widgets of the CV, onboarding, performance and job-ad features with the dashboard page. */
export function DashboardRoute() {
  const { user } = useAuth();
  if (!user) return null; // RequireUser renders this route only with a user
  return (
    <DashboardPage
      account={{ name: user.name || null, email: user.email, emailVerified: user.emailVerified }}
      slots={{
        onboarding: <OnboardingPrompt />,
        counters: <CvCounters />,
        analysis: <DetailedAnalysis />,
        insights: <DashboardInsights />,
        talents: <DashboardTalents />,
        analytics: <DashboardAnalytics />,
        pipeline: <PipelineCard />,
      }}
    />
  );
}
