import { Card, NavLink, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoachingSession } from '@/contract/coach';
import { useDateFormat } from '@/web/lib/format-date';

/**
 * The latest 10 sessions, newest first; a click shows that session's card. The page renders
 * nothing here when the history fails to load (spec: a failed load of coaching sessions is silent).
 */
export function RecentSessions({
  sessions,
  loading,
  selectedId,
  onSelect,
}: {
  sessions: CoachingSession[];
  loading: boolean;
  selectedId: string | null;
  onSelect: (session: CoachingSession) => void;
}) {
  const { t } = useTranslation('coach');
  const dates = useDateFormat();
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} padding="md">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h5" id={titleId}>
            {t('history.title')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('history.hint')}
          </Text>
        </div>
        {loading ? (
          <Stack gap="xs" role="status" aria-label={t('history.loading')}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h={48} radius="md" />
            ))}
          </Stack>
        ) : sessions.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('history.none')}
          </Text>
        ) : (
          <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
            {sessions.map((session) => {
              const selected = session.id === selectedId;
              return (
                <li key={session.id}>
                  <NavLink
                    component="button"
                    type="button"
                    active={selected}
                    aria-current={selected ? 'true' : undefined}
                    onClick={() => onSelect(session)}
                    style={{ borderRadius: 'var(--mantine-radius-md)' }}
                    // Mantine fades the description on the active item below AA contrast
                    styles={{ description: { opacity: 1, color: 'var(--mantine-color-dimmed)' } }}
                    label={
                      <Text size="sm" fw={500} lineClamp={2} style={{ overflowWrap: 'anywhere' }} inherit>
                        {session.query}
                      </Text>
                    }
                    description={dates.dateTime(session.created_at)}
                  />
                </li>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
