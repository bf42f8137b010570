import { Badge, Group, Stack, Text, Timeline, Title } from '@mantine/core';
import type { TitleOrder } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ParsedData } from '@/contract/cvs';
import { formatCvDate, roleMonths } from '@/web/features/cvs/lib/format';
import { useLocale } from '@/web/lib/use-locale';

type Role = ParsedData['experience'][number];

function useDuration() {
  const { t } = useTranslation('cvs');
  return (months: number) => {
    const years = Math.floor(months / 12);
    const rest = months % 12;
    return [years > 0 ? t('duration.years', { count: years }) : null, rest > 0 ? t('duration.months', { count: rest }) : null]
      .filter(Boolean)
      .join(' ');
  };
}

/** "Mar 2021 – Present · 4 yrs 3 mos" */
function RoleDates({ role }: { role: Role }) {
  const { t } = useTranslation('cvs');
  const locale = useLocale();
  const duration = useDuration();
  const start = role.startDate ? formatCvDate(role.startDate, locale) : null;
  const end = role.current ? t('detail.experience.present') : role.endDate ? formatCvDate(role.endDate, locale) : null;
  const months = roleMonths(role.startDate, role.endDate, role.current);
  const range = start || end ? `${start ?? t('detail.experience.unknownDate')} – ${end ?? t('detail.experience.unknownDate')}` : t('detail.experience.unknownDate');
  return (
    <Text size="sm" c="dimmed">
      {range}
      {months ? ` · ${duration(months)}` : ''}
    </Text>
  );
}

/** Roles newest first as a timeline, with dates, 'Present' for the current one and the description. */
export function ExperienceTimeline({ roles, order = 2 }: { roles: readonly Role[]; order?: TitleOrder }) {
  const { t } = useTranslation('cvs');
  if (roles.length === 0) return <Text c="dimmed">{t('detail.experience.none')}</Text>;
  return (
    <Timeline active={roles.length} bulletSize={28} lineWidth={2}>
      {roles.map((role, index) => (
        <Timeline.Item
          key={`${role.position ?? ''}-${role.company ?? ''}-${role.startDate ?? index}`}
          bullet={<IconBriefcase size={15} aria-hidden="true" />}
          title={
            <Group gap="xs" wrap="wrap">
              <Title order={order} size="h5">
                {role.position ?? t('detail.experience.untitled')}
              </Title>
              {role.current ? (
                <Badge size="sm" variant="light" color="teal">
                  {t('detail.experience.present')}
                </Badge>
              ) : null}
            </Group>
          }
          pb="md"
        >
          <Stack gap={4} mt={2}>
            {role.company || role.location ? (
              <Text size="sm" fw={500}>
                {[role.company, role.location].filter(Boolean).join(' · ')}
              </Text>
            ) : null}
            <RoleDates role={role} />
            {role.description ? (
              <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} mt={4}>
                {role.description}
              </Text>
            ) : null}
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
