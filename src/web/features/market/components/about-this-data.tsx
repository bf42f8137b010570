import { Accordion, Badge, Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MarketMode } from '@/contract/market';
import { PerformanceMonitor } from '@/web/features/market/components/performance-monitor';
import type { Overview } from '@/web/features/market/types';

// the contract's `marketModes`, repeated: importing it would bring zod into the page
const marketModes: readonly MarketMode[] = ['optimized', 'standard'];

function ModeToggle({ mode, onChange }: { mode: MarketMode; onChange: (mode: MarketMode) => void }) {
  const { t } = useTranslation('market');
  return (
    <Stack gap={4}>
      <SegmentedControl
        value={mode}
        onChange={(value) => onChange(value as MarketMode)}
        data={marketModes.map((value) => ({ value, label: t(`mode.${value}`) }))}
        aria-label={t('mode.label')}
        style={{ alignSelf: 'flex-start' }}
      />
      <Text size="xs" c="dimmed" maw={360}>
        {mode === 'optimized' ? t('mode.optimizedHint') : t('mode.standardHint')}
      </Text>
    </Stack>
  );
}

function Datasets({ datasets }: { datasets: Overview['datasets'] }) {
  const { t } = useTranslation('market');
  return (
    <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
      {datasets.map((d) => (
        <Group component="li" key={d.id} gap="xs" wrap="nowrap" align="flex-start">
          <Badge size="xs" variant="light" color={d.enabled ? 'teal' : 'gray'} tt="none" style={{ flexShrink: 0 }} mt={3}>
            {d.enabled ? t('europe.datasetOn') : t('europe.datasetOff')}
          </Badge>
          <Stack gap={0}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {d.name}
            </Text>
            <Text size="xs" c="dimmed">
              {t('about.publisher', { publisher: d.publisher })}
            </Text>
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * Spec §9's performance monitor and mode switch, and the datasets in use: kept, but collapsed below
 * the person's market (issue 20). Licence notes and import details live in the administrator's view.
 */
export function AboutThisData({ overview, mode, onModeChange }: { overview: Overview | undefined; mode: MarketMode; onModeChange: (mode: MarketMode) => void }) {
  const { t } = useTranslation('market');
  return (
    <Accordion variant="contained" radius="md" chevronPosition="right">
      <Accordion.Item value="about">
        <Accordion.Control icon={<IconInfoCircle size={18} aria-hidden="true" />}>
          <Stack gap={0}>
            <Text fw={700}>{t('about.title')}</Text>
            <Text size="xs" c="dimmed">
              {t('about.hint')}
            </Text>
          </Stack>
        </Accordion.Control>
        <Accordion.Panel>
          <Stack gap="lg">
            <ModeToggle mode={mode} onChange={onModeChange} />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              {overview ? <PerformanceMonitor performance={overview.performance} clientMs={overview.client_ms} /> : null}
              {overview ? (
                <Stack component="section" gap="sm" aria-labelledby="market-datasets-title">
                  <Title order={3} size="h5" id="market-datasets-title">
                    {t('about.datasets')}
                  </Title>
                  <Datasets datasets={overview.datasets} />
                </Stack>
              ) : null}
            </SimpleGrid>
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
