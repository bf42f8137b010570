import { Badge, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconBrain,
  IconChartLine,
  IconCircleCheck,
  IconClock,
  IconFileUpload,
  IconMessageChatbot,
  IconSettings,
  IconSparkles,
  IconUsersGroup,
  IconWorld,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/web/app/paths';
import { DashboardSection } from '@/web/features/dashboard/components/dashboard-section';
import { SectionCard } from '@/web/features/dashboard/components/section-card';
import type { SectionCardProps } from '@/web/features/dashboard/components/section-card';
import { useDocumentTitle } from '@/web/lib/use-document-title';

export interface DashboardAccount {
  name: string | null;
  email: string;
  emailVerified: boolean;
}

function displayName(account: DashboardAccount): string {
  return account.name?.trim() || account.email.split('@')[0] || account.email;
}

/** Widgets other features provide; the app layer passes them in (features do not import each other). */
export interface DashboardSlots {
  /** a prompt to finish onboarding (renders nothing once done) */
  onboarding?: ReactNode;
  /** the CV counters: uploaded, analysed, active, drafts */
  counters?: ReactNode;
  /** the latest CV analysis */
  analysis?: ReactNode;
  /** the strongest hidden talents */
  talents?: ReactNode;
  /** the latest analysis's AI-powered insights */
  insights?: ReactNode;
  /** small progress charts (tasks, talents, profile completeness) */
  analytics?: ReactNode;
  /** the job-application pipeline (applications per week, interview rate); it carries its own heading */
  pipeline?: ReactNode;
}

export function DashboardPage({ account, slots = {} }: { account: DashboardAccount; slots?: DashboardSlots }) {
  const { t } = useTranslation(['dashboard', 'common', 'performance']);
  useDocumentTitle(t('common:pageTitle', { title: t('title') }));

  const sections: SectionCardProps[] = [
    {
      title: t('cards.cvUpload.title'),
      description: t('cards.cvUpload.description'),
      to: paths.cvUpload,
      icon: <IconFileUpload size={22} />,
      available: true,
    },
    {
      title: t('cards.hiddenTalents.title'),
      description: t('cards.hiddenTalents.description'),
      to: paths.hiddenTalents,
      icon: <IconSparkles size={22} />,
      available: true,
    },
    {
      title: t('cards.coach.title'),
      description: t('cards.coach.description'),
      to: paths.careerCoach,
      icon: <IconMessageChatbot size={22} />,
      available: true,
    },
    {
      title: t('cards.perspectives.title'),
      description: t('cards.perspectives.description'),
      to: paths.perspectives,
      icon: <IconUsersGroup size={22} />,
      available: true,
    },
    {
      title: t('cards.marketIntelligence.title'),
      description: t('cards.marketIntelligence.description'),
      to: paths.marketIntelligence,
      icon: <IconWorld size={22} />,
      available: true,
    },
    {
      title: t('performance:dashboard.intelligentCard.title'),
      description: t('performance:dashboard.intelligentCard.description'),
      to: paths.intelligentDashboard,
      icon: <IconBrain size={22} />,
      available: true,
    },
    {
      title: t('performance:dashboard.performanceCard.title'),
      description: t('performance:dashboard.performanceCard.description'),
      to: paths.performance,
      icon: <IconChartLine size={22} />,
      available: true,
    },
    {
      title: t('cards.settings.title'),
      description: t('cards.settings.description'),
      to: paths.settings,
      icon: <IconSettings size={22} />,
      available: true,
    },
  ];

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text size="lg" fw={600}>
            {t('greeting', { name: displayName(account) })}
          </Text>
          <Text c="dimmed">{t('intro')}</Text>
        </Stack>

        {slots.onboarding}

        {slots.counters}

        {slots.analysis ? <DashboardSection title={t('analysisTitle')}>{slots.analysis}</DashboardSection> : null}

        {slots.insights ? <DashboardSection title={t('performance:dashboard.insightsTitle')}>{slots.insights}</DashboardSection> : null}

        {slots.talents ? <DashboardSection title={t('talentsTitle')}>{slots.talents}</DashboardSection> : null}

        {slots.analytics ? <DashboardSection title={t('performance:dashboard.analyticsTitle')}>{slots.analytics}</DashboardSection> : null}

        {slots.pipeline}

        <Paper withBorder p="lg" component="section" aria-labelledby="dashboard-account-title">
          <Title order={2} size="h4" id="dashboard-account-title" mb="xs">
            {t('account.title')}
          </Title>
          <Group gap="sm" wrap="wrap">
            <Text>
              {t('account.email')}:{' '}
              <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
                {account.email}
              </Text>
            </Text>
            {account.emailVerified ? (
              <Badge color="teal" variant="light" leftSection={<IconCircleCheck size={14} aria-hidden="true" />}>
                {t('account.verified')}
              </Badge>
            ) : (
              <Badge color="yellow" variant="light" leftSection={<IconClock size={14} aria-hidden="true" />}>
                {t('account.notVerified')}
              </Badge>
            )}
          </Group>
        </Paper>

        <section aria-labelledby="dashboard-sections-title">
          <Title order={2} size="h3" id="dashboard-sections-title" mb="md">
            {t('sectionsTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {sections.map((section) => (
              <SectionCard key={section.to} {...section} />
            ))}
          </SimpleGrid>
        </section>
      </Stack>
    </Container>
  );
}
