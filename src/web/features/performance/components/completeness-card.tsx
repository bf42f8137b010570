import { Anchor, Group, List, Paper, RingProgress, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TitleOrder } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/web/app/paths';
import { useProfile } from '@/web/features/performance/api/get-profile';
import { missingProfileFields } from '@/web/features/performance/lib/profile';

function ringColor(percent: number): string {
  return percent >= 80 ? 'teal' : percent >= 50 ? 'yellow' : 'orange';
}

/** Profile completeness as a ring, with the fields still missing and a link to the profile. */
export function CompletenessCard({ percent, compact = false, order = 3 }: { percent: number; compact?: boolean; order?: TitleOrder }) {
  const { t } = useTranslation('performance');
  const titleId = useId();
  const profile = useProfile();
  const missing = profile.data ? missingProfileFields(profile.data) : [];
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby={titleId} h="100%">
      <Stack gap="sm">
        <Title order={order} size="h4" id={titleId}>
          {t('completeness.title')}
        </Title>
        <Group gap="lg" wrap="wrap" align="center">
          <RingProgress
            size={compact ? 96 : 120}
            thickness={compact ? 9 : 12}
            roundCaps
            sections={percent > 0 ? [{ value: percent, color: ringColor(percent) }] : []}
            label={
              <Text ta="center" fw={800} fz={compact ? 'lg' : 'xl'} aria-hidden="true">
                {percent}%
              </Text>
            }
            role="img"
            aria-label={t('completeness.ringLabel', { percent })}
          />
          {compact ? null : (
            <Stack gap={6} style={{ flex: '1 1 200px', minWidth: 0 }}>
              {percent >= 100 ? (
                <Text size="sm">{t('completeness.complete')}</Text>
              ) : profile.isPending ? (
                <Skeleton h={60} />
              ) : missing.length > 0 ? (
                <>
                  <Text size="sm" fw={600}>
                    {t('completeness.missing')}
                  </Text>
                  <List size="sm" spacing={2}>
                    {missing.map((field) => (
                      <List.Item key={field}>{t(`completeness.fields.${field}`)}</List.Item>
                    ))}
                  </List>
                </>
              ) : null}
            </Stack>
          )}
        </Group>
        {percent < 100 ? (
          <Anchor component={Link} to={paths.profile} size="sm">
            <Group gap={4} component="span">
              {t('completeness.action')}
              <IconArrowRight size={14} aria-hidden="true" />
            </Group>
          </Anchor>
        ) : null}
      </Stack>
    </Paper>
  );
}
