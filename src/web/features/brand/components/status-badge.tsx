import { Badge } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BrandingApplicationStatus, BrandProfileStatus, BrandServiceStatus, SyncOperationStatus } from '@/contract/brand';
import type { ThemeSyncState } from '@/web/features/brand/lib/sync-badge';

type AnyStatus = BrandProfileStatus | SyncOperationStatus | BrandServiceStatus | BrandingApplicationStatus;

const colors: Record<AnyStatus, MantineColor> = {
  pending: 'gray',
  processing: 'blue',
  synced: 'teal',
  completed: 'teal',
  applied: 'teal',
  failed: 'red',
  registered: 'gray',
  enabled: 'teal',
  disabled: 'orange',
};

/** A status word with a colour; the word carries the meaning, the colour only repeats it. */
export function StatusBadge({ status }: { status: AnyStatus }) {
  const { t } = useTranslation('brand');
  return (
    <Badge color={colors[status]} variant="light" data-status={status} style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {t(`status.${status}`)}
    </Badge>
  );
}

const badgeColors: Record<ThemeSyncState, MantineColor> = { disconnected: 'red', syncing: 'blue', synced: 'teal' };

/** The header's theme sync badge (spec: disconnected, syncing, synced); announced when it changes. */
export function ThemeSyncBadge({ state }: { state: ThemeSyncState }) {
  const { t } = useTranslation('brand');
  return (
    <Badge size="lg" variant="light" color={badgeColors[state]} data-testid="theme-sync-badge" data-state={state} role="status" aria-live="polite">
      {t('badge.label', { state: t(`badge.${state}`) })}
    </Badge>
  );
}
