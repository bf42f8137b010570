import { NativeSelect } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { applicationStatuses } from '@/contract/jobs';
import type { ApplicationStatus, JobSummary } from '@/contract/jobs';
import { useUpdateJob } from '@/web/features/jobs/api/jobs-api';

/** Moves an application between the board's columns: a plain select, so keyboards and screen readers can do it. */
export function StatusSelect({ job, label, hideLabel = true }: { job: JobSummary; label?: string; hideLabel?: boolean }) {
  const { t } = useTranslation('jobs');
  const update = useUpdateJob();
  const name = label ?? t('applications.move', { title: job.title });
  return (
    <NativeSelect
      size="xs"
      label={hideLabel ? undefined : name}
      aria-label={hideLabel ? name : undefined}
      value={job.status}
      disabled={update.isPending}
      data={applicationStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
      onChange={(e) => {
        const status = e.currentTarget.value as ApplicationStatus;
        update.mutate(
          { id: job.id, body: { status } },
          {
            onSuccess: (saved) => notifications.show({ color: 'teal', message: t('applications.moved', { title: saved.title, status: t(`status.${saved.status}`) }) }),
            onError: () => notifications.show({ color: 'red', message: t('applications.moveFailed') }),
          },
        );
      }}
    />
  );
}
