import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconHistory, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AuditLogEntry } from '@/contract/admin';
import { EmptyState } from '@/web/components/empty-state';
import { LoadError } from '@/web/components/load-error';
import { PageLoader } from '@/web/components/page-loader';
import { useAuditLogs } from '@/web/features/admin/api/get-audit-logs';
import { useDateFormat } from '@/web/lib/format-date';

export type AuditFilter = { userId: string; email: string } | null;

/** Role changes and refused attempts, newest first; optionally about one person. */
export function AuditLogList({ filter, onClearFilter }: { filter: AuditFilter; onClearFilter: () => void }) {
  const { t } = useTranslation('admin');
  const query = useAuditLogs(filter?.userId ?? null);

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h3">
            {t('audit.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('audit.intro')}
          </Text>
        </div>
        {filter ? (
          <Group gap="sm">
            <Text size="sm" fw={500}>
              {t('audit.filteredBy', { email: filter.email })}
            </Text>
            <Button size="compact-sm" variant="light" leftSection={<IconX size={14} aria-hidden="true" />} onClick={onClearFilter}>
              {t('audit.showAll')}
            </Button>
          </Group>
        ) : null}
        {query.isPending ? (
          <PageLoader label={t('audit.loading')} minHeight={120} />
        ) : query.isError ? (
          <LoadError
            title={t('audit.loadFailed')}
            message={query.error.message}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : query.data.entries.length === 0 ? (
          <EmptyState icon={<IconHistory size={26} />} title={t('audit.empty')} order={3} withBorder={false} />
        ) : (
          <Stack component="ul" gap="xs" aria-label={t('audit.listLabel')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {query.data.entries.map((entry) => (
              <AuditEntry key={entry.id} entry={entry} />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function AuditEntry({ entry }: { entry: AuditLogEntry }) {
  const { t } = useTranslation('admin');
  const format = useDateFormat();
  const role = (value: string | null) => (value === 'user' || value === 'admin' ? t(`roles.${value}`) : (value ?? t('audit.unknownValue')));
  const who = {
    actor: entry.actor_email ?? t('audit.unknownUser'),
    target: entry.target_email ?? entry.target_user_id ?? t('audit.unknownUser'),
    from: role(entry.old_role),
    to: role(entry.new_role),
  };
  const changed = entry.event_type === 'admin_role_change';
  const reason = entry.reason && entry.reason in reasonKeys ? t(`audit.reasons.${entry.reason as keyof typeof reasonKeys}`) : entry.reason;
  return (
    <Paper component="li" withBorder radius="sm" p="sm" data-testid="audit-entry">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <Stack gap={4} style={{ minWidth: 220, flex: 1 }}>
          <Group gap="xs">
            <Badge color={changed ? 'teal' : 'orange'} variant="light">
              {t(`audit.events.${entry.event_type}`)}
            </Badge>
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {changed ? t('audit.changed', who) : t('audit.refused', who)}
          </Text>
          {reason ? (
            <Text size="xs" c="dimmed">
              {t('audit.reason', { reason })}
            </Text>
          ) : null}
        </Stack>
        <Text size="xs" c="dimmed" component="time" dateTime={entry.created_at}>
          {format.dateTime(entry.created_at)}
        </Text>
      </Group>
    </Paper>
  );
}

const reasonKeys = { not_admin: 1, validation: 1, invalid_role: 1, target_not_found: 1, last_admin: 1, not_super_admin: 1, email_not_verified: 1 } as const;
