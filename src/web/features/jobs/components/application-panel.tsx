import { ActionIcon, Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Textarea, Timeline, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { relocations } from '@/contract/jobs';
import type { JobContact, JobSummary, Relocation } from '@/contract/jobs';
import { useUpdateJob } from '@/web/features/jobs/api/jobs-api';
import { StatusSelect } from '@/web/features/jobs/components/status-select';
import { useDateFormat } from '@/web/lib/format-date';

/** Status, notes, next step with its date, and contacts of one application. */
export function ApplicationPanel({ job }: { job: JobSummary }) {
  const { t } = useTranslation('jobs');
  const dates = useDateFormat();
  const update = useUpdateJob();
  const [notes, setNotes] = useState(job.notes ?? '');
  const [nextStep, setNextStep] = useState(job.next_step ?? '');
  const [due, setDue] = useState(job.next_step_due ?? '');
  const [contacts, setContacts] = useState<JobContact[]>(job.contacts);
  const [relocation, setRelocation] = useState<Relocation | ''>(job.relocation ?? '');

  function save(event: FormEvent) {
    event.preventDefault();
    update.mutate(
      {
        id: job.id,
        body: {
          notes: notes.trim() || null,
          next_step: nextStep.trim() || null,
          next_step_due: due || null,
          relocation: relocation || null,
          contacts: contacts.filter((c) => c.name.trim()).map((c) => ({ name: c.name.trim(), role: c.role?.trim() || null, email: c.email?.trim() || null })),
        },
      },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t('application.saved') }),
        onError: (e) => notifications.show({ color: 'red', title: t('application.saveFailed'), message: e.message }),
      },
    );
  }

  const setContact = (i: number, patch: Partial<JobContact>) => setContacts((list) => list.map((c, j) => (j === i ? { ...c, ...patch } : c)));

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="application-title">
      <form onSubmit={save}>
        <Stack gap="sm">
          <Title order={2} size="h3" id="application-title">
            {t('application.title')}
          </Title>
          <StatusSelect job={job} label={t('application.status')} hideLabel={false} />
          <Textarea label={t('application.notes')} autosize minRows={2} maxLength={4000} value={notes} onChange={(e) => setNotes(e.currentTarget.value)} />
          <TextInput label={t('application.nextStep')} maxLength={300} value={nextStep} onChange={(e) => setNextStep(e.currentTarget.value)} />
          <TextInput label={t('application.nextStepDue')} type="date" value={due} onChange={(e) => setDue(e.currentTarget.value)} />
          <NativeSelect
            label={t('match.relocationLabel')}
            value={relocation}
            onChange={(e) => setRelocation(e.currentTarget.value as Relocation | '')}
            data={[{ value: '', label: t('match.relocation.unset') }, ...relocations.map((r) => ({ value: r, label: t(`match.relocation.${r}`) }))]}
          />
          <Stack gap="xs">
            <Text size="sm" fw={500}>
              {t('application.contacts')}
            </Text>
            {contacts.map((c, i) => (
              <Group key={i} gap="xs" align="flex-end" wrap="wrap">
                <TextInput size="xs" label={t('application.contactName')} value={c.name} onChange={(e) => setContact(i, { name: e.currentTarget.value })} />
                <TextInput size="xs" label={t('application.contactRole')} value={c.role ?? ''} onChange={(e) => setContact(i, { role: e.currentTarget.value })} />
                <TextInput size="xs" type="email" label={t('application.contactEmail')} value={c.email ?? ''} onChange={(e) => setContact(i, { email: e.currentTarget.value })} />
                <ActionIcon variant="subtle" color="red" aria-label={t('application.removeContact', { name: c.name })} onClick={() => setContacts((list) => list.filter((_, j) => j !== i))}>
                  <IconTrash size={16} aria-hidden="true" />
                </ActionIcon>
              </Group>
            ))}
            <div>
              <Button size="compact-sm" variant="subtle" leftSection={<IconPlus size={14} aria-hidden="true" />} onClick={() => setContacts((list) => [...list, { name: '', role: null, email: null }])}>
                {t('application.addContact')}
              </Button>
            </div>
          </Stack>
          <div>
            <Button type="submit" loading={update.isPending}>
              {t('application.save')}
            </Button>
          </div>
          <Stack gap="xs">
            <Text size="sm" fw={500}>
              {t('application.history')}
            </Text>
            <Timeline bulletSize={12} lineWidth={2} active={job.status_history.length - 1}>
              {job.status_history.map((h) => (
                <Timeline.Item key={`${h.status}-${h.at}`}>
                  <Text size="sm">{t('application.historyItem', { status: t(`status.${h.status}`), date: dates.dateTime(h.at) })}</Text>
                </Timeline.Item>
              ))}
            </Timeline>
          </Stack>
        </Stack>
      </form>
    </Paper>
  );
}
