import { Badge, Box, Button, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconCheck, IconDownload, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CulturalTheme } from '@/contract/design-system';

/** One theme: who it is for, its palette, scale and motion, and what an admin can do with it. */
export function ThemeCard({
  theme,
  isTenantDefault,
  onApply,
  onExport,
  onDelete,
  applying,
  exporting,
}: {
  theme: CulturalTheme;
  isTenantDefault: boolean;
  onApply: () => void;
  onExport: () => void;
  onDelete: () => void;
  applying: boolean;
  exporting: boolean;
}) {
  const { t } = useTranslation('designSystem');
  const { metadata, tokens } = theme;
  const palette = Object.entries(tokens.colors.foundation).slice(0, 12);
  const { fast, normal, slow } = tokens.motion.duration;
  return (
    <Card component="article" aria-label={metadata.name} h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Title order={3} size="h4">
              {metadata.name}
            </Title>
            <Text size="sm" c="dimmed">
              {t('themeKey', { country: theme.country, foundation: theme.foundation })}
            </Text>
          </div>
          <Group gap={6}>
            <Badge variant="light" color={theme.builtIn ? 'gray' : 'indigo'}>
              {theme.builtIn ? t('builtIn') : t('imported')}
            </Badge>
            {metadata.premium ? (
              <Badge variant="light" color="yellow">
                {t('premium')}
              </Badge>
            ) : null}
            {isTenantDefault ? (
              <Badge variant="filled" leftSection={<IconCheck size={12} aria-hidden="true" />}>
                {t('tenantDefault')}
              </Badge>
            ) : null}
          </Group>
        </Group>
        <Text size="sm">
          <Text span fw={600}>
            {t('culturalThemes.card.culture')}:
          </Text>{' '}
          {metadata.culture}
        </Text>
        {metadata.philosophy ? (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {metadata.philosophy}
          </Text>
        ) : null}
        <Group
          gap={6}
          role="img"
          aria-label={`${t('culturalThemes.card.paletteLabel', { name: metadata.name })}: ${palette.map(([name, hex]) => `${name} ${hex}`).join(', ')}`}
        >
          {palette.map(([name, hex]) => (
            <Tooltip key={name} label={`${name} ${hex}`} withArrow>
              <Box w={24} h={24} style={{ background: hex, borderRadius: 6, border: '1px solid var(--mantine-color-default-border)' }} />
            </Tooltip>
          ))}
        </Group>
        <Group gap="xs">
          <Badge variant="default">{t('culturalThemes.card.typeRatio', { ratio: tokens.typography.scaleRatio })}</Badge>
          <Badge variant="default">{t('culturalThemes.card.motion', { fast, normal, slow })}</Badge>
          <Badge variant="default">{t('culturalThemes.card.version', { version: metadata.version })}</Badge>
        </Group>
        <Group gap="xs" mt="auto" pt="xs">
          <Button size="xs" onClick={onApply} loading={applying} disabled={isTenantDefault}>
            {t('culturalThemes.actions.apply')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} aria-hidden="true" />}
            onClick={onExport}
            loading={exporting}
          >
            {t('culturalThemes.actions.export')}
          </Button>
          {theme.builtIn ? null : (
            <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} aria-hidden="true" />} onClick={onDelete}>
              {t('culturalThemes.actions.delete')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
