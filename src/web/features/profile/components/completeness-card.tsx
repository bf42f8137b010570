import { Anchor, Card, Group, List, Progress, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@/contract/profile';
import { missingFields } from '@/web/features/profile/lib/profile-form';
import type { ProfileField } from '@/web/features/profile/lib/profile-form';

/** The server's completeness figure as a bar, and each missing field as a way straight to its input. */
export function CompletenessCard({ profile, onGoTo }: { profile: Profile; onGoTo: (field: ProfileField) => void }) {
  const { t } = useTranslation('profile');
  const headingId = useId();
  const missing = missingFields(profile);
  const percent = Math.max(0, Math.min(100, profile.completeness));
  const complete = missing.length === 0 || percent >= 100;

  return (
    <Card padding="lg" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} size="h4" id={headingId}>
          {t('completeness.title')}
        </Title>
        <Text fw={700} aria-hidden="true">
          {t('completeness.percent', { percent })}
        </Text>
      </Group>
      <Progress value={percent} size="lg" radius="xl" mt="sm" color={complete ? 'teal' : undefined} aria-label={t('completeness.title')} />
      {complete ? (
        <Group gap="xs" mt="sm" wrap="nowrap">
          <IconCircleCheck size={18} color="var(--mantine-color-teal-text)" aria-hidden="true" />
          <Text size="sm">{t('completeness.complete')}</Text>
        </Group>
      ) : (
        <Group gap="xs" mt="sm" align="baseline">
          <Text size="sm" c="dimmed" id={`${headingId}-missing`}>
            {t('completeness.missing')}
          </Text>
          <List
            aria-labelledby={`${headingId}-missing`}
            listStyleType="none"
            size="sm"
            display="flex"
            style={{ flexWrap: 'wrap', gap: '4px 12px' }}
          >
            {missing.map((field) => (
              <List.Item key={field}>
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => onGoTo(field)}
                  aria-label={t('completeness.focusField', { field: t(`fields.${field}`) })}
                >
                  {t(`fields.${field}`)}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Group>
      )}
    </Card>
  );
}
