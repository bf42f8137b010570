import { Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBroadcast } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MarketLiveEvent } from '@/contract/events';
import { useMarketLive } from '@/web/features/market/api/use-market-live';
import { connectionColor } from '@/web/features/market/lib/ratings';
import { relativeTimeParts } from '@/web/features/market/lib/relative-time';
import { useNow } from '@/web/features/market/lib/use-now';

const typeColor = { trend: 'grape', opportunity: 'teal', company: 'blue', skill_demand: 'orange' } as const;

export function useRelativeTime() {
  const { t } = useTranslation('market');
  return (from: string, now: number) => {
    const parts = relativeTimeParts(from, now);
    return parts.unit === 'now' ? t('live.time.now') : t(`live.time.${parts.unit}`, { value: parts.value });
  };
}

function UpdateRow({ event, now }: { event: MarketLiveEvent; now: number }) {
  const { t } = useTranslation('market');
  const relative = useRelativeTime();
  return (
    <Group
      component="li"
      gap="xs"
      wrap="nowrap"
      align="flex-start"
      py={6}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Badge size="sm" variant="light" color={typeColor[event.type]} tt="none" style={{ flexShrink: 0 }}>
        {t(`live.type.${event.type}`)}
      </Badge>
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {event.label || event.id}
        </Text>
        <Text size="xs" c="dimmed">
          {[t(`live.op.${event.op}`), event.region].filter(Boolean).join(' · ')}
        </Text>
      </Stack>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} component="time" dateTime={event.timestamp} title={event.timestamp}>
        {relative(event.timestamp, now)}
      </Text>
    </Group>
  );
}

/** The newest market changes as they arrive on the live stream (kept in memory, at most 100). */
export function LiveUpdatesPanel() {
  const { t } = useTranslation('market');
  const { events, connection } = useMarketLive();
  const now = useNow();
  const state = t(`live.connection.${connection}`);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="market-live-title" h="100%">
      <Group justify="space-between" align="flex-start" gap="xs" mb="md">
        <Group gap="xs" wrap="nowrap">
          <IconBroadcast size={20} aria-hidden="true" />
          <Title order={2} size="h4" id="market-live-title">
            {t('live.title')}
          </Title>
        </Group>
        <Badge
          variant="dot"
          color={connectionColor[connection]}
          tt="none"
          role="status"
          aria-label={t('live.connectionLabel', { state })}
          data-state={connection}
        >
          {state}
        </Badge>
      </Group>
      {events.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('live.empty')}
        </Text>
      ) : (
        // the list area is at most 16rem high (§9) and scrolls; focusable so keyboards can scroll it
        <Box
          role="log"
          aria-label={t('live.listLabel')}
          tabIndex={0}
          mah="16rem"
          style={{ overflowY: 'auto', overscrollBehavior: 'contain' }}
        >
          <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {events.map((event) => (
              <UpdateRow key={`${event.type}:${event.id}:${event.op}:${event.timestamp}`} event={event} now={now} />
            ))}
          </Box>
        </Box>
      )}
      <Text size="xs" c="dimmed" mt="sm">
        {t('live.kept')}
      </Text>
    </Paper>
  );
}
