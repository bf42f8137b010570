import { Badge, Loader } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DisplayedCheckStatus } from '@/contract/diagnostics';

export const statusColor: Record<DisplayedCheckStatus, MantineColor> = { pass: 'green', fail: 'red', warning: 'yellow', running: 'blue' };

const icons = {
  pass: <IconCheck size={12} aria-hidden="true" />,
  fail: <IconX size={12} aria-hidden="true" />,
  warning: <IconAlertTriangle size={12} aria-hidden="true" />,
  running: <Loader size={10} color="blue" aria-hidden="true" />,
} as const;

/** Spec §4 test result statuses: pass, fail, warning, running — as a coloured word, never colour alone. */
export function StatusBadge({ status }: { status: DisplayedCheckStatus }) {
  const { t } = useTranslation('diagnostics');
  return (
    <Badge color={statusColor[status]} variant="light" leftSection={icons[status]} data-status={status} style={{ flexShrink: 0 }}>
      {t(`status.${status}`)}
    </Badge>
  );
}
