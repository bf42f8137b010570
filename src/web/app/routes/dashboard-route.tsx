import { useAuth } from '@/web/features/auth/components/auth-provider';
import { CvCounters } from '@/web/features/cvs/components/dashboard/cv-counters';
import { DashboardTalents } from '@/web/features/cvs/components/dashboard/dashboard-talents';
import { DetailedAnalysis } from '@/web/features/cvs/components/dashboard/detailed-analysis';
import { DashboardPage } from '@/web/features/dashboard/pages/dashboard-page';

/** Composes the auth feature's session and the CV feature's widgets with the dashboard feature's page. */
export function DashboardRoute() {
  const { user } = useAuth();
  if (!user) return null; // RequireUser renders this route only with a user
  return (
    <DashboardPage
      account={{ name: user.name || null, email: user.email, emailVerified: user.emailVerified }}
      slots={{ counters: <CvCounters />, analysis: <DetailedAnalysis />, talents: <DashboardTalents /> }}
    />
  );
}
