import { Group, Radio, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBriefcase, IconSearch, IconUserSearch, IconUsersGroup } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { careerRoles } from '@/contract/profile';
import type { CareerRole } from '@/contract/profile';
import { errorStyles } from '@/web/features/onboarding/components/field-styles';

const ICONS = { job_seeker: IconSearch, professional: IconBriefcase, recruiter: IconUserSearch, career_coach: IconUsersGroup } as const;

function RoleCard({ role }: { role: CareerRole }) {
  const { t } = useTranslation('onboarding');
  const id = useId();
  const Icon = ICONS[role];
  return (
    <Radio.Card value={role} radius="md" p="md" aria-labelledby={`${id}-label`} aria-describedby={`${id}-text`}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator mt={4} />
        <ThemeIcon variant="light" size={36} radius="md" aria-hidden="true">
          <Icon size={20} />
        </ThemeIcon>
        <Stack gap={2}>
          <Text fw={600} id={`${id}-label`}>
            {t(`roles.${role}.label`)}
          </Text>
          <Text size="sm" c="dimmed" id={`${id}-text`}>
            {t(`roles.${role}.description`)}
          </Text>
        </Stack>
      </Group>
    </Radio.Card>
  );
}

export function RoleStep({ value, error, onChange }: { value: CareerRole | ''; error?: string; onChange: (role: CareerRole) => void }) {
  const { t } = useTranslation('onboarding');
  return (
    <Radio.Group
      value={value}
      onChange={(next) => onChange(next as CareerRole)}
      label={t('fields.careerRole')}
      withAsterisk
      error={error}
      styles={errorStyles}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
        {careerRoles.map((role) => (
          <RoleCard key={role} role={role} />
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
