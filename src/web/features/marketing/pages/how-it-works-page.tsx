import { Box, Container, List, SimpleGrid, Stack, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import {
  IconAlertCircle,
  IconBriefcase,
  IconBulb,
  IconCpu,
  IconDatabase,
  IconEye,
  IconFileCheck,
  IconLanguage,
  IconServer,
  IconSparkles,
  IconTool,
} from '@tabler/icons-react';
import type { Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PrivacyPath } from '@/web/app/paths';
import { CallToAction } from '../components/call-to-action';
import { IconCard } from '../components/icon-card';
import { steps } from '../components/steps';

type CvPointKey = 'storage' | 'checks' | 'local' | 'database' | 'visibility';
type ResultKey = 'skills' | 'experience' | 'languages' | 'talents' | 'insights' | 'failures';

const cvPoints: readonly { key: CvPointKey; icon: Icon }[] = [
  { key: 'storage', icon: IconServer },
  { key: 'checks', icon: IconFileCheck },
  { key: 'local', icon: IconCpu },
  { key: 'database', icon: IconDatabase },
  { key: 'visibility', icon: IconEye },
];

const results: readonly { key: ResultKey; icon: Icon }[] = [
  { key: 'skills', icon: IconTool },
  { key: 'experience', icon: IconBriefcase },
  { key: 'languages', icon: IconLanguage },
  { key: 'talents', icon: IconSparkles },
  { key: 'insights', icon: IconBulb },
  { key: 'failures', icon: IconAlertCircle },
];

const privacyByDesignPath: PrivacyPath = '/privacy-by-design';

export function HowItWorksPage() {
  const { t } = useTranslation('marketing');

  return (
    <>
      <Container size="md" pt={{ base: 40, sm: 72 }} pb="xl">
        <Title order={1} fz={{ base: 32, sm: 44 }}>
          {t('howItWorksPage.title')}
        </Title>
        <Text size="lg" c="dimmed" mt="md" lh={1.6}>
          {t('howItWorksPage.intro')}
        </Text>
      </Container>

      <Box component="section" aria-labelledby="steps-title" py="xl">
        <Container size="md">
          <Title id="steps-title" order={2} mb="xl">
            {t('howItWorksPage.stepsTitle')}
          </Title>
          <Timeline active={steps.length - 1} bulletSize={40} lineWidth={2}>
            {steps.map(({ key, icon: StepIcon }) => (
              <Timeline.Item
                key={key}
                bullet={<StepIcon size={20} stroke={1.6} aria-hidden />}
                title={
                  <Title order={3} size="h4">
                    {t(`steps.${key}.title`)}
                  </Title>
                }
              >
                <Text c="dimmed" mt={6} lh={1.6}>
                  {t(`steps.${key}.long`)}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        </Container>
      </Box>

      <Box component="section" aria-labelledby="cv-title" py="xl">
        <Container size="md">
          <Title id="cv-title" order={2}>
            {t('howItWorksPage.cvTitle')}
          </Title>
          <Text c="dimmed" mt="xs" mb="lg">
            {t('howItWorksPage.cvIntro')}
          </Text>
          <List spacing="md" center={false}>
            {cvPoints.map(({ key, icon: PointIcon }) => (
              <List.Item
                key={key}
                icon={
                  <ThemeIcon size={32} radius="md" variant="light" aria-hidden>
                    <PointIcon size={18} stroke={1.6} />
                  </ThemeIcon>
                }
              >
                <Text lh={1.6}>{t(`howItWorksPage.cvPoints.${key}`)}</Text>
              </List.Item>
            ))}
          </List>
        </Container>
      </Box>

      <Box component="section" aria-labelledby="results-title" py="xl">
        <Container size="md">
          <Stack gap="xs" mb="lg">
            <Title id="results-title" order={2}>
              {t('howItWorksPage.resultsTitle')}
            </Title>
            <Text c="dimmed">{t('howItWorksPage.resultsIntro')}</Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            {results.map(({ key, icon: ResultIcon }) => (
              <IconCard
                key={key}
                icon={ResultIcon}
                title={t(`howItWorksPage.results.${key}.title`)}
                description={t(`howItWorksPage.results.${key}.description`)}
              />
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <CallToAction
        id="how-it-works-cta-title"
        title={t('howItWorksPage.cta.title')}
        body={t('howItWorksPage.cta.body')}
        primaryLabel={t('howItWorksPage.cta.getStarted')}
        secondaryLabel={t('howItWorksPage.cta.privacy')}
        secondaryTo={privacyByDesignPath}
      />
    </>
  );
}
