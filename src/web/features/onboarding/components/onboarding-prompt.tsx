import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconUserCircle } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/web/app/paths';
import { useOnboarding } from '@/web/features/onboarding/api/get-onboarding';

/**
 * The dashboard's nudge while onboarding is not completed. It asks the server itself and shows nothing
 * while loading, on an error (the dashboard stays usable) and once onboarding is done.
 * Needs the 'onboarding' namespace loaded by the route that shows it.
 */
export function OnboardingPrompt() {
  const { t } = useTranslation('onboarding');
  const titleId = useId();
  const query = useOnboarding();
  if (!query.data || query.data.completed) return null;
  const started = query.data.progress !== null;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="center" gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start" style={{ flex: '1 1 320px' }}>
          <ThemeIcon size={44} radius="xl" variant="light" aria-hidden="true">
            <IconUserCircle size={26} />
          </ThemeIcon>
          <Stack gap={2}>
            <Title order={2} size="h4" id={titleId}>
              {t('prompt.title')}
            </Title>
            <Text c="dimmed">{started ? t('prompt.resumeText') : t('prompt.text')}</Text>
          </Stack>
        </Group>
        <Button component={Link} to={paths.onboarding} rightSection={<IconArrowRight size={16} aria-hidden="true" />}>
          {started ? t('prompt.resume') : t('prompt.start')}
        </Button>
      </Group>
    </Paper>
  );
}
