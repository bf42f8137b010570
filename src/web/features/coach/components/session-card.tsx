import { Alert, Badge, Box, Card, Flex, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode, Ref } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoachingSession } from '@/contract/coach';
import { GeneratedLabel } from '@/web/components/generated-label';
import { ActionItems } from '@/web/features/coach/components/action-items';
import { EngineLabel } from '@/web/features/coach/components/engine-label';
import { insightType } from '@/web/features/coach/lib/sessions';
import type { InsightType } from '@/web/features/coach/lib/sessions';
import { useDateFormat } from '@/web/lib/format-date';

const insightColor: Record<InsightType, string> = { strength: 'teal', gap: 'orange', market: 'blue', warning: 'red', info: 'gray' };
const priorityColor = { high: 'red', medium: 'yellow', low: 'gray' } as const;

/** A labelled block inside the card: a heading and its list. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack component="section" gap="xs" aria-labelledby={id}>
      <Title order={3} size="h5" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** A list of short texts, each led by a badge (insight type, recommendation priority). */
function BadgedList({ items }: { items: { badge: string; color: string; text: string }[] }) {
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map((item, index) => (
        <Flex
          component="li"
          key={`${index}-${item.text}`}
          direction={{ base: 'column', xs: 'row' }}
          gap={{ base: 4, xs: 'sm' }}
          align="flex-start"
        >
          <Badge variant="light" color={item.color} w={{ base: 'auto', xs: 156 }} style={{ flexShrink: 0 }} mt={{ xs: 1 }}>
            {item.badge}
          </Badge>
          <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {item.text}
          </Text>
        </Flex>
      ))}
    </Stack>
  );
}

/** The spec's response card: the question, the answer, key insights, recommendations and action items. */
export function SessionCard({ session, ref }: { session: CoachingSession; ref?: Ref<HTMLElement> }) {
  const { t } = useTranslation('coach');
  const dates = useDateFormat();
  const titleId = useId();
  return (
    <Card component="article" aria-labelledby={titleId} ref={ref} tabIndex={-1} style={{ outlineOffset: 2 }}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Group justify="space-between" align="center" gap="xs">
            <Title order={2} size="h4" id={titleId}>
              {t('response.title')}
            </Title>
            <EngineLabel engine={session.engine} />
          </Group>
          <Text size="xs" c="dimmed">
            {t('response.askedOn', { date: dates.dateTime(session.created_at) })}
          </Text>
          <GeneratedLabel engine={session.engine} />
        </Stack>

        <Box pl="md" style={{ borderInlineStart: '3px solid var(--mantine-primary-color-filled)' }}>
          <Text size="xs" c="dimmed" fw={600}>
            {t('response.question')}
          </Text>
          <Text fw={500} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {session.query}
          </Text>
        </Box>

        {session.notice ? (
          <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden="true" />} title={t('engine.noticeTitle')}>
            {session.notice}
          </Alert>
        ) : null}

        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} lh={1.65}>
          {session.response}
        </Text>

        {session.insights.length > 0 ? (
          <Part title={t('response.insights')}>
            <BadgedList
              items={session.insights.map((insight) => {
                const type = insightType(insight.type);
                return { badge: t(`insightTypes.${type}`), color: insightColor[type], text: insight.text };
              })}
            />
          </Part>
        ) : null}

        {session.recommendations.length > 0 ? (
          <Part title={t('response.recommendations')}>
            <BadgedList
              items={session.recommendations.map((r) => ({
                badge: t(`priority.${r.priority}`),
                color: priorityColor[r.priority],
                text: r.text,
              }))}
            />
          </Part>
        ) : null}

        {session.action_items.length > 0 ? (
          <Part title={t('response.actionItems')}>
            <ActionItems session={session} />
          </Part>
        ) : null}
      </Stack>
    </Card>
  );
}

/** Shown while the coach writes the answer. */
export function ThinkingCard() {
  const { t } = useTranslation('coach');
  return (
    <Card>
      <Stack gap="md">
        <Text size="sm" c="dimmed" role="status" aria-live="polite">
          {t('response.thinking')}
        </Text>
        <Stack gap={8} aria-hidden="true">
          <Skeleton h={14} w="90%" />
          <Skeleton h={14} w="95%" />
          <Skeleton h={14} w="70%" />
        </Stack>
        <Stack gap={8} aria-hidden="true">
          <Skeleton h={18} w={140} />
          <Skeleton h={36} />
          <Skeleton h={36} />
        </Stack>
      </Stack>
    </Card>
  );
}
