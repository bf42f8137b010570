import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { showToast } from '@/web/features/brand/lib/toast';
import { IconPlayerPlay, IconPower } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandProfile, BrandService } from '@/contract/brand';
import { LoadError } from '@/web/components/load-error';
import { PageLoader } from '@/web/components/page-loader';
import { useRunService, useSetServiceEnabled } from '@/web/features/brand/api/brand-mutations';
import { useServices } from '@/web/features/brand/api/brand-queries';
import { StatusBadge } from '@/web/features/brand/components/status-badge';
import { useDateFormat } from '@/web/lib/format-date';

/** The three branding services: enable or disable each, and run an enabled one on a brand. */
export function ServicesPanel({ profiles }: { profiles: BrandProfile[] }) {
  const { t } = useTranslation('brand');
  const services = useServices();
  return (
    <Stack gap="sm" component="section" aria-labelledby="brand-services-title">
      <div>
        <Title order={2} size="h4" id="brand-services-title">
          {t('services.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('services.intro')}
        </Text>
      </div>
      {services.error && !services.data ? (
        <LoadError title={t('services.loadFailed')} message={services.error.message} onRetry={() => void services.refetch()} retrying={services.isFetching} />
      ) : !services.data ? (
        <PageLoader label={t('services.loading')} minHeight={120} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          {services.data.services.map((s) => (
            <ServiceCard key={s.key} service={s} profiles={profiles} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function ServiceCard({ service, profiles }: { service: BrandService; profiles: BrandProfile[] }) {
  const { t } = useTranslation('brand');
  const { dateTime } = useDateFormat();
  const toggle = useSetServiceEnabled();
  const run = useRunService();
  const [brandId, setBrandId] = useState<string | null>(null);
  const name = t(`services.names.${service.key}`);
  const enabled = service.status === 'enabled';
  const titleId = `service-${service.key}`;

  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={titleId} data-testid={`service-${service.key}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={3} size="h5" id={titleId}>
              {name}
            </Title>
            <Text size="xs" c="dimmed">
              {t(`services.targets.${service.target}`)}
            </Text>
          </div>
          <StatusBadge status={service.status} />
        </Group>
        <Text size="sm">{t('services.runs', service.applications)}</Text>
        {service.enabled_at ? (
          <Text size="xs" c="dimmed">
            {t('services.enabledSince', { time: dateTime(service.enabled_at) })}
          </Text>
        ) : null}
        {service.lastRunAt ? (
          <Text size="xs" c="dimmed">
            {t('services.lastRun', { time: dateTime(service.lastRunAt) })}
          </Text>
        ) : null}
        <Button
          variant={enabled ? 'default' : 'light'}
          size="xs"
          leftSection={<IconPower size={14} aria-hidden="true" />}
          aria-label={enabled ? t('services.disableService', { name }) : t('services.enableService', { name })}
          loading={toggle.isPending}
          onClick={() =>
            toggle.mutate(
              { key: service.key, enabled: !enabled },
              {
                onSuccess: () => showToast({ color: 'teal', message: t(enabled ? 'services.disabled' : 'services.enabled', { name }) }),
                onError: (error) => showToast({ color: 'red', message: error.message }),
              },
            )
          }
        >
          {enabled ? t('services.disable') : t('services.enable')}
        </Button>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <Select
            style={{ flex: 1, minWidth: 0 }}
            size="xs"
            label={t('services.brand', { name })}
            placeholder={t('services.brandPlaceholder')}
            data={profiles.map((p) => ({ value: p.id, label: p.name }))}
            value={brandId}
            onChange={setBrandId}
          />
          <Button
            size="xs"
            leftSection={<IconPlayerPlay size={14} aria-hidden="true" />}
            aria-label={t('services.runService', { name })}
            disabled={!brandId}
            loading={run.isPending}
            onClick={() => {
              if (!brandId) return;
              const brand = profiles.find((p) => p.id === brandId)?.name ?? '';
              run.mutate(
                { key: service.key, brandId },
                {
                  onSuccess: () => showToast({ color: 'blue', message: t('services.runQueued', { name, brand }) }),
                  // the server's words: '… not enabled', 'Service not found', 'Brand not found'
                  onError: (error) => showToast({ color: 'red', message: error.message }),
                },
              );
            }}
          >
            {t('services.run')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
