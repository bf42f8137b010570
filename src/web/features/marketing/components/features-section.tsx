import { Box, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
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
            <Card key={key} padding="lg" radius="md" withBorder>
              <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                <FeatureIcon size={24} stroke={1.6} />
              </ThemeIcon>
              <Title order={3} size="h4" mt="md" mb={6}>
                {t(`landing.features.items.${key}.title`)}
              </Title>
              <Text size="sm" c="dimmed" lh={1.6}>
                {t(`landing.features.items.${key}.description`)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
