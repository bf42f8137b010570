import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { explain } from '@/web/features/market/lib/explain';
import { toPercent } from '@/web/features/market/lib/format';
import { useLocale } from '@/web/lib/use-locale';
import type { CrossBorderItem, FitComponentKey } from '@/web/features/market/types';

const componentKeys: readonly FitComponentKey[] = ['vacancy', 'shortage', 'language', 'culture'];

export function fitColor(share: number): string {
  return share >= 0.7 ? 'teal' : share >= 0.4 ? 'yellow' : 'red';
}

/** Each part of a country's fit: its score (or why there is none), its weight and where it comes from. */
export function FitComponents({ item, countryLabel }: { item: CrossBorderItem; countryLabel: string }) {
  const { t } = useTranslation('market');
  const locale = useLocale();
  return (
    <Stack gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {componentKeys.map((key) => {
        const component = item.components[key];
        const label = t(`fit.component.${key}`);
        return (
          <Stack component="li" key={key} gap={4}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" fw={600}>
                {label}{' '}
                <Text span size="xs" c="dimmed" fw={400}>
                  {t('fit.weight', { value: toPercent(component.weight) })}
                </Text>
              </Text>
              {component.score === null ? (
                <Badge size="sm" variant="light" color="gray" tt="none" style={{ flexShrink: 0 }}>
                  {t(`fit.reason.${component.reason ?? 'no-data'}`)}
                </Badge>
              ) : (
                <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
                  {t('fit.fitValue', { value: toPercent(component.score) })}
                </Text>
              )}
            </Group>
            {component.score !== null ? (
              <Progress
                value={toPercent(component.score)}
                size="sm"
                color={fitColor(component.score)}
                aria-label={t('fit.componentLabel', { component: label, country: countryLabel })}
              />
            ) : null}
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {explain(component.message, t, locale)}
            </Text>
          </Stack>
        );
      })}
    </Stack>
  );
}
