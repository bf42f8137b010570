import { Button, Group, NativeSelect, SimpleGrid } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TaskPriority, TaskStatus } from '@/contract/tasks';
import { hasFilters, TASK_PRIORITIES, TASK_SORTS, TASK_STATUSES } from '@/web/features/tasks/lib/task-params';
import type { TaskListParams, TaskSort } from '@/web/features/tasks/lib/task-params';

/** Status and priority filters and the order; native selects: they work best on phones. */
export function TaskFilters({ params, onChange }: { params: TaskListParams; onChange: (next: TaskListParams) => void }) {
  const { t } = useTranslation('tasks');
  return (
    <Group role="group" gap="sm" align="flex-end" aria-label={t('filters.label')}>
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm" style={{ flex: '1 1 auto', maxWidth: 600 }}>
        <NativeSelect
          label={t('filters.status')}
          value={params.status ?? ''}
          onChange={(event) => onChange({ ...params, status: (event.currentTarget.value || null) as TaskStatus | null })}
          data={[{ value: '', label: t('filters.allStatuses') }, ...TASK_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))]}
        />
        <NativeSelect
          label={t('filters.priority')}
          value={params.priority ?? ''}
          onChange={(event) => onChange({ ...params, priority: (event.currentTarget.value || null) as TaskPriority | null })}
          data={[
            { value: '', label: t('filters.allPriorities') },
            ...TASK_PRIORITIES.map((p) => ({ value: p, label: t(`priority.${p}`) })),
          ]}
        />
        <NativeSelect
          label={t('filters.sort')}
          value={params.sort}
          onChange={(event) => onChange({ ...params, sort: event.currentTarget.value as TaskSort })}
          data={TASK_SORTS.map((s) => ({ value: s, label: t(`sort.${s}`) }))}
        />
      </SimpleGrid>
      {hasFilters(params) ? (
        <Button
          variant="subtle"
          leftSection={<IconFilterOff size={16} aria-hidden="true" />}
          onClick={() => onChange({ ...params, status: null, priority: null })}
        >
          {t('filters.clear')}
        </Button>
      ) : null}
    </Group>
  );
}
