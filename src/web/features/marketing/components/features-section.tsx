import { Box, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconChartBar,
  IconChecklist,
  IconFileSearch,
  IconMessageChatbot,
  IconSparkles,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IconCard } from './icon-card';

type FeatureKey = 'cvAnalysis' | 'hiddenTalents' | 'coach' | 'perspectives' | 'market' | 'tasks';

const features: readonly { key: FeatureKey; icon: Icon }[] = [
  { key: 'cvAnalysis', icon: IconFileSearch },
  { key: 'hiddenTalents', icon: IconSparkles },
  { key: 'coach', icon: IconMessageChatbot },
  { key: 'perspectives', icon: IconUsersGroup },
  { key: 'market', icon: IconChartBar },
  { key: 'tasks', icon: IconChecklist },
];

export function FeaturesSection() {
  const { t } = useTranslation('marketing');

  return (
    <Box component="section" id="features" aria-labelledby="features-title" py={{ base: 48, sm: 80 }} style={{ scrollMarginTop: 72 }}>
      <Container size="lg">
        <Stack gap="xs" align="center" ta="center" mb={40}>
          <Title id="features-title" order={2}>
            {t('landing.features.title')}
          </Title>
          <Text size="lg" c="dimmed" maw={640}>
            {t('landing.features.subtitle')}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {features.map(({ key, icon: FeatureIcon }) => (
            <IconCard
              key={key}
              icon={FeatureIcon}
              titleSize="h4"
              title={t(`landing.features.items.${key}.title`)}
              description={t(`landing.features.items.${key}.description`)}
            />
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
