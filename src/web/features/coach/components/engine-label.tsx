import { Badge, Group, Text } from '@mantine/core';
import { IconCpu, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { describeEngine } from '@/web/features/coach/lib/engine';

/** Which engine wrote the answer: the local Kairos engine or the operator's external model. */
export function EngineLabel({ engine }: { engine: string }) {
  const { t } = useTranslation('coach');
  const label = describeEngine(engine);
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="xs" c="dimmed">
        {t('engine.label')}
      </Text>
      {label.kind === 'local' ? (
        <Badge variant="light" color="gray" leftSection={<IconCpu size={12} aria-hidden="true" />} style={{ textTransform: 'none' }}>
          {t('engine.local')}
        </Badge>
      ) : (
        <Badge
          variant="light"
          color="violet"
          leftSection={<IconSparkles size={12} aria-hidden="true" />}
          style={{ textTransform: 'none' }}
          maw={260}
        >
          {t('engine.llm', { name: label.model })}
        </Badge>
      )}
    </Group>
  );
}
