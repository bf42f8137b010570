import { Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartBar, IconCoin, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CopyKey } from '@/web/features/onboarding/lib/wizard';

const CARDS = [
  { key: 'skills', icon: IconChartBar },
  { key: 'salaries', icon: IconCoin },
  { key: 'trends', icon: IconMapPin },
] as const;

/** Spec: intro cards, no fields. */
export function MarketContextStep({ copy }: { copy: CopyKey }) {
  const { t } = useTranslation('onboarding');
  return (
    <Stack gap="md">
      <Text>{t(`copy.${copy}.marketIntro`)}</Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" component="ul" aria-label={t('market.cardsLabel')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {CARDS.map(({ key, icon: Icon }) => (
          <Paper key={key} component="li" withBorder p="md" radius="md">
            <Stack gap="xs">
              <ThemeIcon variant="light" size={36} radius="md" aria-hidden="true">
                <Icon size={20} />
              </ThemeIcon>
              <Title order={3} size="h5">
                {t(`market.${key}.title`)}
              </Title>
              <Text size="sm" c="dimmed">
                {t(`market.${key}.text`)}
              </Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
