import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { NotFoundScreen, RouteErrorScreen } from '@/web/app/error-screens';
import { RequireAdmin, RequireUser } from '@/web/app/guards';
import { loadNamespaces } from '@/web/app/i18n';
import { PublicLayout } from '@/web/app/layouts/public-layout';
import { paths, privacyPaths } from '@/web/app/paths';
import { RootHydrateFallback, RootRoute } from '@/web/app/root-route';

// Every page's code is split out (`lazy`) so the landing page only loads the shell and itself.

const appLayout = () => import('@/web/app/layouts/app-layout').then((m) => ({ Component: m.AppLayout }));

const publicRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => {
      const [{ LandingPage }] = await Promise.all([
        import('@/web/features/marketing/pages/landing-page'),
        loadNamespaces('marketing'),
      ]);
      return { Component: LandingPage };
    },
  },
  {
    path: paths.howItWorks,
    lazy: async () => {
      const [{ HowItWorksPage }] = await Promise.all([
        import('@/web/features/marketing/pages/how-it-works-page'),
        loadNamespaces('marketing'),
      ]);
      return { Component: HowItWorksPage };
    },
  },
  ...privacyPaths.map<RouteObject>((path) => ({
    path,
    lazy: async () => {
      const [{ PrivacyPage }] = await Promise.all([
        import('@/web/features/privacy/pages/privacy-page'),
        loadNamespaces('privacy'),
      ]);
      return { Component: PrivacyPage };
    },
  })),
  {
    path: '/p/:slug',
    lazy: async () => {
      const [{ PublicPortfolioPage }] = await Promise.all([
        import('@/web/features/perspectives/pages/public-portfolio-page'),
        loadNamespaces('perspectives'),
      ]);
      return { Component: PublicPortfolioPage };
    },
  },
  {
    path: paths.auth,
    lazy: () => import('@/web/features/auth/pages/auth-page').then((m) => ({ Component: m.AuthPage })),
  },
  {
    path: paths.authCallback,
    lazy: () => import('@/web/features/auth/pages/auth-callback-page').then((m) => ({ Component: m.AuthCallbackPage })),
  },
  {
    path: paths.resetPassword,
    lazy: () =>
      import('@/web/features/auth/pages/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
  },
  { path: '*', Component: NotFoundScreen },
];

// Signed-in pages.
const userRoutes: RouteObject[] = [
  {
    path: paths.dashboard,
    lazy: async () => {
      const [{ DashboardRoute }] = await Promise.all([import('@/web/app/routes/dashboard-route'), loadNamespaces('cvs', 'performance', 'onboarding', 'jobs')]);
      return { Component: DashboardRoute };
    },
  },
  {
    path: paths.cvUpload,
    lazy: async () => {
      const [{ CvUploadPage }] = await Promise.all([import('@/web/features/cvs/pages/cv-upload-page'), loadNamespaces('cvs', 'cvEditor', 'cvImpexp')]);
      return { Component: CvUploadPage };
    },
  },
  {
    path: paths.cvList,
    lazy: async () => {
      const [{ CvListPage }] = await Promise.all([import('@/web/features/cvs/pages/cv-list-page'), loadNamespaces('cvs', 'cvEditor', 'cvImpexp')]);
      return { Component: CvListPage };
    },
  },
  {
    path: '/cv/:id',
    lazy: async () => {
      const [{ CvDetailPage }] = await Promise.all([import('@/web/features/cvs/pages/cv-detail-page'), loadNamespaces('cvs', 'cvEditor', 'cvImpexp', 'privacyRights')]);
      return { Component: CvDetailPage };
    },
  },
  {
    path: paths.hiddenTalents,
    lazy: async () => {
      const [{ HiddenTalentsPage }] = await Promise.all([import('@/web/features/cvs/pages/hidden-talents-page'), loadNamespaces('cvs')]);
      return { Component: HiddenTalentsPage };
    },
  },
  {
    path: paths.onboarding,
    lazy: async () => {
      const [{ OnboardingPage }] = await Promise.all([import('@/web/features/onboarding/pages/onboarding-page'), loadNamespaces('onboarding')]);
      return { Component: OnboardingPage };
    },
  },
  {
    path: paths.profile,
    lazy: async () => {
      const [{ ProfileRoute }] = await Promise.all([import('@/web/app/routes/profile-route'), loadNamespaces('profile')]);
      return { Component: ProfileRoute };
    },
  },
  {
    path: paths.perspectives,
    lazy: async () => {
      const [{ PerspectivesPage }] = await Promise.all([
        import('@/web/features/perspectives/pages/perspectives-page'),
        loadNamespaces('perspectives'),
      ]);
      return { Component: PerspectivesPage };
    },
  },
  ...[paths.careerCoach, paths.careerCoaching, paths.coaching].map<RouteObject>((path) => ({
    path,
    lazy: async () => {
      const [{ CareerCoachPage }] = await Promise.all([import('@/web/features/coach/pages/career-coach-page'), loadNamespaces('coach')]);
      return { Component: CareerCoachPage };
    },
  })),
  {
    path: paths.intelligentDashboard,
    lazy: async () => {
      const [{ IntelligentDashboardPage }] = await Promise.all([
        import('@/web/features/performance/pages/intelligent-dashboard-page'),
        loadNamespaces('performance'),
      ]);
      return { Component: IntelligentDashboardPage };
    },
  },
  {
    path: paths.tasks,
    lazy: async () => {
      const [{ TasksPage }] = await Promise.all([import('@/web/features/tasks/pages/tasks-page'), loadNamespaces('tasks')]);
      return { Component: TasksPage };
    },
  },
  {
    path: paths.jobs,
    lazy: async () => {
      const [{ JobsPage }] = await Promise.all([import('@/web/features/jobs/pages/jobs-page'), loadNamespaces('jobs')]);
      return { Component: JobsPage };
    },
  },
  {
    path: '/jobs/:id',
    lazy: async () => {
      const [{ JobDetailPage }] = await Promise.all([import('@/web/features/jobs/pages/job-detail-page'), loadNamespaces('jobs')]);
      return { Component: JobDetailPage };
    },
  },
  {
    path: paths.tasksAdvancedAnalytics,
    lazy: async () => {
      const [{ TaskAnalyticsPage }] = await Promise.all([
        import('@/web/features/performance/pages/task-analytics-page'),
        loadNamespaces('performance'),
      ]);
      return { Component: TaskAnalyticsPage };
    },
  },
  {
    path: paths.performance,
    lazy: async () => {
      const [{ PerformanceRoute }] = await Promise.all([import('@/web/app/routes/performance-route'), loadNamespaces('performance', 'jobs')]);
      return { Component: PerformanceRoute };
    },
  },
  {
    path: paths.marketIntelligence,
    lazy: async () => {
      const [{ MarketIntelligencePage }] = await Promise.all([
        import('@/web/features/market/pages/market-intelligence-page'),
        loadNamespaces('market'),
      ]);
      return { Component: MarketIntelligencePage };
    },
  },
  {
    path: '/market-intelligence/countries/:code',
    lazy: async () => {
      const [{ CountryPage }] = await Promise.all([import('@/web/features/market/pages/country-page'), loadNamespaces('market')]);
      return { Component: CountryPage };
    },
  },
  {
    path: paths.settings,
    lazy: async () => {
      const [{ SettingsRoute }] = await Promise.all([import('@/web/app/routes/settings-route'), loadNamespaces('settings', 'profile', 'privacyRights')]);
      return { Component: SettingsRoute };
    },
  },
  {
    path: paths.superAdmin,
    lazy: async () => {
      const [{ SuperAdminRoute }] = await Promise.all([import('@/web/app/routes/superadmin-route'), loadNamespaces('superadmin')]);
      return { Component: SuperAdminRoute };
    },
  },
  {
    path: paths.designTokens,
    lazy: async () => {
      const [{ DesignTokensPage }] = await Promise.all([import('@/web/features/design-system/pages/design-tokens-page'), loadNamespaces('designSystem')]);
      return { Component: DesignTokensPage };
    },
  },
  {
    path: paths.advancedDesignSystem,
    lazy: async () => {
      const [{ ShowcasePage }] = await Promise.all([import('@/web/features/design-system/pages/showcase-page'), loadNamespaces('designSystem')]);
      return { Component: ShowcasePage };
    },
  },
];

const adminRoutes: RouteObject[] = [
  {
    path: paths.admin,
    lazy: async () => {
      const [{ AdminDashboardPage }] = await Promise.all([
        import('@/web/features/admin/pages/admin-dashboard-page'),
        loadNamespaces('admin', 'adminMonitor'),
      ]);
      return { Component: AdminDashboardPage };
    },
  },
  {
    path: paths.adminMarketData,
    lazy: async () => {
      const [{ MarketDataPage }] = await Promise.all([
        import('@/web/features/market-admin/pages/market-data-page'),
        loadNamespaces('marketAdmin'),
      ]);
      return { Component: MarketDataPage };
    },
  },
  {
    path: paths.managementBrand,
    lazy: async () => {
      const [{ BrandDashboardPage }] = await Promise.all([import('@/web/features/brand/pages/brand-dashboard-page'), loadNamespaces('brand')]);
      return { Component: BrandDashboardPage };
    },
  },
  // internal quality pages (issue 7): admin only, the server checks too
  {
    path: paths.performanceDashboard,
    lazy: async () => {
      const [{ PerformanceDashboardPage }] = await Promise.all([import('@/web/features/quality/pages/performance-dashboard-page'), loadNamespaces('quality')]);
      return { Component: PerformanceDashboardPage };
    },
  },
  ...[paths.productionReadiness, paths.productionReadinessAlt].map<RouteObject>((path) => ({
    path,
    lazy: async () => {
      const [{ ProductionReadinessPage }] = await Promise.all([import('@/web/features/quality/pages/production-readiness-page'), loadNamespaces('quality')]);
      return { Component: ProductionReadinessPage };
    },
  })),
  {
    path: paths.platformAnalysis,
    lazy: async () => {
      const [{ PlatformAnalysisPage }] = await Promise.all([import('@/web/features/quality/pages/platform-analysis-page'), loadNamespaces('quality')]);
      return { Component: PlatformAnalysisPage };
    },
  },
  {
    path: paths.preLaunchAudit,
    lazy: async () => {
      const [{ PreLaunchAuditPage }] = await Promise.all([import('@/web/features/quality/pages/pre-launch-audit-page'), loadNamespaces('quality')]);
      return { Component: PreLaunchAuditPage };
    },
  },
  {
    path: paths.managementDesignSystem,
    lazy: async () => {
      const [{ DesignSystemPage }] = await Promise.all([import('@/web/features/design-system/pages/design-system-page'), loadNamespaces('designSystem')]);
      return { Component: DesignSystemPage };
    },
  },
  {
    path: paths.managementCulturalThemes,
    lazy: async () => {
      const [{ CulturalThemesPage }] = await Promise.all([import('@/web/features/design-system/pages/cultural-themes-page'), loadNamespaces('designSystem')]);
      return { Component: CulturalThemesPage };
    },
  },
  {
    path: paths.managementDesignTokens,
    lazy: async () => {
      const [{ DesignTokensAdminPage }] = await Promise.all([
        import('@/web/features/design-system/pages/design-tokens-admin-page'),
        loadNamespaces('designSystem'),
      ]);
      return { Component: DesignTokensAdminPage };
    },
  },
  // integration tests, authentication setup and the backend showcase (issue 7): admin only, the server checks too
  {
    path: paths.testingIntegration,
    lazy: async () => {
      const [{ IntegrationTestingPage }] = await Promise.all([import('@/web/features/diagnostics/pages/integration-testing-page'), loadNamespaces('diagnostics')]);
      return { Component: IntegrationTestingPage };
    },
  },
  {
    path: paths.authSetup,
    lazy: async () => {
      const [{ AuthSetupPage }] = await Promise.all([import('@/web/features/diagnostics/pages/auth-setup-page'), loadNamespaces('diagnostics')]);
      return { Component: AuthSetupPage };
    },
  },
  {
    path: paths.supabaseShowcase,
    lazy: async () => {
      const [{ ShowcasePage }] = await Promise.all([import('@/web/features/diagnostics/pages/showcase-page'), loadNamespaces('diagnostics')]);
      return { Component: ShowcasePage };
    },
  },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootRoute,
    HydrateFallback: RootHydrateFallback,
    errorElement: <RouteErrorScreen />,
    children: [
      {
        Component: PublicLayout,
        // the pathless child keeps header and footer around a failed page
        children: [{ errorElement: <RouteErrorScreen />, children: publicRoutes }],
      },
      {
        Component: RequireUser,
        children: [{ lazy: appLayout, children: [{ errorElement: <RouteErrorScreen />, children: userRoutes }] }],
      },
      {
        Component: RequireAdmin,
        children: [{ lazy: appLayout, children: [{ errorElement: <RouteErrorScreen />, children: adminRoutes }] }],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
