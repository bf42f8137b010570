import { Badge, Group, Text } from '@mantine/core';
import { IconCpu, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '@/web/lib/design-system';

/** 'llm:{model}' when the operator's external model wrote the text; anything else is Kairos's own engine. */
function externalModel(engine: string | undefined): string | null {
  return engine?.startsWith('llm:') ? engine.slice(4) || null : null;
}

/**
 * Marks generated text (spec: AI transparency). 'AI-generated' only where a language model wrote the
 * text; Kairos's own rule-based engine is labelled as such (ADR 018). When the tenant requires AI
 * transparency (the default), also a short note on how the text was produced.
 * `engine` follows the coach's convention: 'local' (default) or 'llm:{model}'.
 */
export function GeneratedLabel({ engine = 'local' }: { engine?: string }) {
  const { t } = useTranslation('themes');
  const tenant = useTenant().data;
  const model = externalModel(engine);
  const explain = tenant?.aiTransparencyRequired ?? true;
  return (
    <Group gap={6} wrap="wrap" align="center" data-testid="generated-label">
      <Badge
        variant="light"
        color="gray"
        size="sm"
        leftSection={model ? <IconSparkles size={12} aria-hidden="true" /> : <IconCpu size={12} aria-hidden="true" />}
        style={{ textTransform: 'none' }}
      >
        {model ? t('generated.label') : t('generated.engineLabel')}
      </Badge>
      {explain ? (
        <Text size="xs" c="dimmed" style={{ flex: '1 1 12rem' }}>
          {model ? t('generated.llm', { model }) : t('generated.local')}
        </Text>
      ) : null}
    </Group>
  );
}
