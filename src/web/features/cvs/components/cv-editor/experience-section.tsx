import { ActionIcon, Button, Checkbox, Fieldset, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DraftExperience } from '@/web/features/cvs/lib/corrections';
import { moved, newId } from '@/web/features/cvs/lib/corrections';
import { ReviewMark } from './review-mark';
import type { SectionProps } from './section';
import { EditorSection } from './section';

function emptyEntry(): DraftExperience {
  return {
    key: newId(),
    source: 'person',
    position: '',
    company: '',
    location: '',
    startDate: '',
    endDate: '',
    current: false,
    description: '',
  };
}

export function ExperienceSection({ draft, onChange, error, review }: SectionProps) {
  const { t } = useTranslation('cvEditor');
  const entries = draft.experience;
  const setEntries = (experience: DraftExperience[]) => onChange({ ...draft, experience });
  const setField = <F extends keyof DraftExperience>(index: number, field: F, value: DraftExperience[F]) =>
    setEntries(entries.map((e, i) => (i === index ? { ...e, [field]: value } : e)));

  return (
    <EditorSection title={t('experience.title')}>
      <Stack gap="md">
        {entries.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('experience.none')}
          </Text>
        ) : null}
        {entries.map((entry, index) => {
          const name = entry.position.trim() || t('experience.untitled');
          const path = `experience.${entry.key}`;
          const err = (field: string) => error(`${path}.${field}`);
          return (
            <Fieldset
              key={entry.key}
              legend={`${t('experience.entry', { number: index + 1 })}: ${name}`}
              radius="md"
              p={{ base: 'sm', sm: 'md' }}
            >
              <Stack gap="sm">
                <Group justify="space-between" gap="xs" wrap="wrap">
                  {review.pending(path) ? <ReviewMark label={name} onConfirm={() => review.confirm(path)} /> : <span />}
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="default"
                      aria-label={t('experience.moveUp', { title: name })}
                      disabled={index === 0}
                      onClick={() => setEntries(moved(entries, index, -1))}
                    >
                      <IconArrowUp size={16} aria-hidden="true" />
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      aria-label={t('experience.moveDown', { title: name })}
                      disabled={index === entries.length - 1}
                      onClick={() => setEntries(moved(entries, index, 1))}
                    >
                      <IconArrowDown size={16} aria-hidden="true" />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('experience.removeEntry', { title: name })}
                      onClick={() => setEntries(entries.filter((_, i) => i !== index))}
                    >
                      <IconTrash size={16} aria-hidden="true" />
                    </ActionIcon>
                  </Group>
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <TextInput
                    label={t('experience.position')}
                    value={entry.position}
                    onChange={(e) => setField(index, 'position', e.currentTarget.value)}
                    error={err('position')}
                  />
                  <TextInput
                    label={t('experience.company')}
                    value={entry.company}
                    onChange={(e) => setField(index, 'company', e.currentTarget.value)}
                    error={err('company')}
                  />
                  <TextInput
                    label={t('experience.location')}
                    value={entry.location}
                    onChange={(e) => setField(index, 'location', e.currentTarget.value)}
                    error={err('location')}
                  />
                  <Group grow gap="sm" align="flex-start" preventGrowOverflow={false}>
                    <TextInput
                      label={t('experience.startDate')}
                      placeholder={t('experience.datePlaceholder')}
                      value={entry.startDate}
                      onChange={(e) => setField(index, 'startDate', e.currentTarget.value)}
                      error={err('startDate')}
                      inputMode="numeric"
                    />
                    <TextInput
                      label={t('experience.endDate')}
                      placeholder={t('experience.datePlaceholder')}
                      value={entry.current ? '' : entry.endDate}
                      onChange={(e) => setField(index, 'endDate', e.currentTarget.value)}
                      error={err('endDate')}
                      disabled={entry.current}
                      inputMode="numeric"
                    />
                  </Group>
                </SimpleGrid>
                <Checkbox
                  label={t('experience.current')}
                  checked={entry.current}
                  onChange={(e) => setField(index, 'current', e.currentTarget.checked)}
                />
                <Textarea
                  label={t('experience.description')}
                  value={entry.description}
                  onChange={(e) => setField(index, 'description', e.currentTarget.value)}
                  error={err('description')}
                  autosize
                  minRows={2}
                  maxRows={10}
                />
              </Stack>
            </Fieldset>
          );
        })}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => setEntries([...entries, emptyEntry()])}
          >
            {t('experience.add')}
          </Button>
        </Group>
      </Stack>
    </EditorSection>
  );
}
