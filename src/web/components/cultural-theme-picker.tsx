import { Alert, Button, Group, NativeSelect, Skeleton, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useActiveTheme, useSetThemePreference, useThemes } from '@/web/lib/design-system';

/**
 * Chooses the cultural theme (Settings › Preferences). The interface changes at once; the choice is
 * kept on this device and, for a signed-in person, on the server, with a toast either way.
 */
export function CulturalThemePicker() {
  const { t } = useTranslation('themes');
  const themes = useThemes();
  const active = useActiveTheme();
  const { mutate, isPending } = useSetThemePreference();

  if (themes.isPending) return <Skeleton height={60} radius="sm" aria-label={t('picker.label')} />;
  if (themes.isError) {
    return (
      <Alert color="red" variant="light" title={t('picker.label')}>
        <Group justify="space-between" gap="sm">
          <Text size="sm">{t('picker.loadError')}</Text>
          <Button size="xs" variant="default" onClick={() => void themes.refetch()}>
            {t('picker.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }

  const choose = (key: string) => {
    const theme = themes.data.themes.find((candidate) => candidate.key === key);
    if (!theme) return;
    mutate(key, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('picker.saved', { name: theme.metadata.name }) }),
      onError: () => notifications.show({ color: 'red', message: t('picker.saveFailed') }),
    });
  };

  return (
    <NativeSelect
      label={t('picker.label')}
      description={t('picker.description')}
      value={active.data?.theme.key ?? ''}
      disabled={isPending}
      onChange={(event) => choose(event.currentTarget.value)}
      data-testid="cultural-theme-picker"
      data={[
        ...(active.data ? [] : [{ value: '', label: '…', disabled: true }]),
        ...themes.data.themes.map((theme) => ({ value: theme.key, label: theme.metadata.name })),
      ]}
    />
  );
}
