import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useItemName } from '@/web/features/market/components/comparison-card';
import { CulturalContextFields } from '@/web/features/market/components/cultural-context-card';
import type { Overview } from '@/web/features/market/types';

/** Cultural Intelligence: the cultural context of every compared country ('no data' where there is none). */
export function CulturalTab({ overview }: { overview: Overview }) {
  const { t } = useTranslation('market');
  const itemName = useItemName();
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {t('culture.intro')}
      </Text>
      {overview.comparison.map((item) => (
        <Card key={item.country} component="section" padding="lg" aria-label={itemName(item)}>
          <Title order={3} size="h4" mb="md">
            {itemName(item)}
          </Title>
          <CulturalContextFields context={item.culturalContext} />
        </Card>
      ))}
    </Stack>
  );
}
