import { ActionIcon, Button, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DraftEducation } from '@/web/features/cvs/lib/corrections';
import { newId } from '@/web/features/cvs/lib/corrections';
import type { SectionProps } from './section';
import { EditorSection } from './section';

const textFields = ['institution', 'degree', 'field'] as const;
const dateFields = ['startDate', 'endDate'] as const;
type Field = (typeof textFields)[number] | (typeof dateFields)[number];

export function EducationSection({ draft, onChange, error }: SectionProps) {
  const { t } = useTranslation('cvEditor');
  const entries = draft.education;
  const setEntries = (education: DraftEducation[]) => onChange({ ...draft, education });

  return (
    <EditorSection title={t('education.title')}>
      <Stack gap="md">
        {entries.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('education.none')}
          </Text>
        ) : null}
        {entries.map((entry, index) => {
          const name = entry.degree.trim() || entry.institution.trim() || t('education.untitled');
          const input = (field: Field) => (
            <TextInput
              key={field}
              label={t(`education.${field}`)}
              placeholder={field.endsWith('Date') ? t('experience.datePlaceholder') : undefined}
              value={entry[field]}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setEntries(entries.map((x, i) => (i === index ? { ...x, [field]: value } : x)));
              }}
              error={error(`education.${entry.key}.${field}`)}
            />
          );
          return (
            <Fieldset
              key={entry.key}
              legend={`${t('education.entry', { number: index + 1 })}: ${name}`}
              radius="md"
              p={{ base: 'sm', sm: 'md' }}
            >
              <Stack gap="sm">
                <Group justify="flex-end">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('education.removeEntry', { title: name })}
                    onClick={() => setEntries(entries.filter((_, i) => i !== index))}
                  >
                    <IconTrash size={16} aria-hidden="true" />
                  </ActionIcon>
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  {textFields.map((field) => input(field))}
                  <Group grow gap="sm" align="flex-start" preventGrowOverflow={false}>
                    {dateFields.map((field) => input(field))}
                  </Group>
                </SimpleGrid>
              </Stack>
            </Fieldset>
          );
        })}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() =>
              setEntries([
                ...entries,
                { key: newId(), source: 'person', institution: '', degree: '', field: '', startDate: '', endDate: '' },
              ])
            }
          >
            {t('education.add')}
          </Button>
        </Group>
      </Stack>
    </EditorSection>
  );
}
