import { Badge, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconChartBar, IconEye, IconFileTypePdf, IconPencil, IconTrash, IconUsers } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Perspective } from '@/contract/perspectives';
import { ConfidenceMeter } from '@/web/features/perspectives/components/confidence-meter';
import { SharePanel } from '@/web/features/perspectives/components/share-panel';
import { displayAudience, displayName } from '@/web/features/perspectives/lib/perspective-display';
import { useBuiltInLabels } from '@/web/features/perspectives/lib/use-built-in-labels';
import { useDateFormat } from '@/web/lib/format-date';

export interface PerspectiveCardProps {
  perspective: Perspective;
  visibility: 'private' | 'public';
  exporting: boolean;
  onPreview: (p: Perspective) => void;
  onEdit: (p: Perspective) => void;
  onExport: (p: Perspective) => void;
  onDelete: (p: Perspective) => void;
}

export function PerspectiveCard({ perspective: p, visibility, exporting, onPreview, onEdit, onExport, onDelete }: PerspectiveCardProps) {
  const { t } = useTranslation('perspectives');
  const labels = useBuiltInLabels();
  const { date } = useDateFormat();
  const headingId = useId();
  const name = displayName(p, labels);
  const forName = <VisuallyHidden>{` ${name}`}</VisuallyHidden>;
  return (
    <Card component="article" withBorder padding="lg" radius="md" aria-labelledby={headingId} h="100%">
      <Stack gap="md" h="100%">
        <Stack gap={4}>
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            <Badge variant="light" color={p.is_default ? 'indigo' : 'grape'} style={{ flexShrink: 0 }}>
              {p.is_default ? t('badges.default') : t('badges.custom')}
            </Badge>
          </Group>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconUsers size={16} aria-hidden="true" style={{ flexShrink: 0, marginTop: 3 }} />
            <Text size="sm" c="dimmed">
              <VisuallyHidden>{`${t('card.audience')}: `}</VisuallyHidden>
              {displayAudience(p, labels)}
            </Text>
          </Group>
        </Stack>

        <ConfidenceMeter value={p.confidence_score} name={name} explanation={t('card.confidenceHint')} />

        <Stack gap={6}>
          <Text size="sm">
            <Text span size="sm" fw={600}>
              {t('card.sections')}:
            </Text>{' '}
            {p.sections.map((key) => t(`sections.${key}`)).join(', ')}
          </Text>
          <Group gap="lg">
            <Text size="sm">
              <Text span size="sm" fw={600}>
                {t('card.tone')}:
              </Text>{' '}
              {t(`tones.${p.tone}`)}
            </Text>
            <Group gap={4} wrap="nowrap">
              <IconChartBar size={16} aria-hidden="true" />
              <Text size="sm">{t('card.usage', { count: p.usage_count })}</Text>
            </Group>
          </Group>
          {p.is_default ? null : (
            <Text size="xs" c="dimmed">
              {t('card.updated', { date: date(p.updated_at) })}
            </Text>
          )}
        </Stack>

        {p.kind === 'public' && p.slug ? <SharePanel slug={p.slug} visibility={visibility} /> : null}

        <Group gap="xs" mt="auto">
          <Button size="sm" leftSection={<IconEye size={16} aria-hidden="true" />} onClick={() => onPreview(p)}>
            {t('actions.preview')}
            {forName}
          </Button>
          <Button size="sm" variant="default" leftSection={<IconPencil size={16} aria-hidden="true" />} onClick={() => onEdit(p)}>
            {p.is_default ? t('actions.customize') : t('actions.edit')}
            {forName}
          </Button>
          <Button
            size="sm"
            variant="default"
            leftSection={<IconFileTypePdf size={16} aria-hidden="true" />}
            loading={exporting}
            onClick={() => onExport(p)}
          >
            {t('actions.exportPdf')}
            {forName}
          </Button>
          {p.is_default ? null : (
            <Button size="sm" variant="subtle" color="red.8" leftSection={<IconTrash size={16} aria-hidden="true" />} onClick={() => onDelete(p)}>
              {t('actions.delete')}
              {forName}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
