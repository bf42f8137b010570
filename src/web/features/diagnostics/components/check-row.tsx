import { Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DiagnosticCategory, DisplayedCheckStatus } from '@/contract/diagnostics';
import { statusColor, StatusBadge } from '@/web/features/diagnostics/components/status-badge';

export type CheckRowData = {
  id: string;
  category: DiagnosticCategory;
  name: string;
  status: DisplayedCheckStatus;
  durationMs: number | null;
  message: string;
};

/** One check: status, name (translated when the page knows the id), what the server saw, how long it took. */
export function CheckRow({ check }: { check: CheckRowData }) {
  const { t, i18n } = useTranslation('diagnostics');
  const nameKey = `integration.checks.${check.id}`;
  const name = i18n.exists(nameKey, { ns: 'diagnostics' }) ? t(nameKey as 'integration.title') : check.name;
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      data-testid="check-row"
      data-check={check.id}
      data-status={check.status}
      style={{ listStyle: 'none', borderInlineStartWidth: 4, borderInlineStartColor: `var(--mantine-color-${statusColor[check.status]}-filled)` }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text fw={600}>{name}</Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {check.message}
          </Text>
        </div>
        <Group gap="xs" wrap="nowrap" align="center">
          {check.durationMs !== null ? (
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {t('duration', { ms: check.durationMs })}
            </Text>
          ) : null}
          <StatusBadge status={check.status} />
        </Group>
      </Group>
    </Paper>
  );
}
