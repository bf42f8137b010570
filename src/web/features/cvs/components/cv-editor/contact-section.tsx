import { Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EditorDraft } from '@/web/features/cvs/lib/corrections';
import { ReviewMark } from './review-mark';
import type { SectionProps } from './section';
import { EditorSection } from './section';

const fields = ['name', 'email', 'phone', 'location'] as const;

export function ContactSection({ draft, onChange, error, review }: SectionProps) {
  const { t } = useTranslation('cvEditor');
  const set = (field: (typeof fields)[number], value: string) => onChange({ ...draft, contact: { ...draft.contact, [field]: value } });
  return (
    <EditorSection title={t('contact.title')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {fields.map((field) => {
          const path = `contact.${field}`;
          return (
            <Stack key={field} gap={4}>
              <TextInput
                label={t(`contact.${field}`)}
                value={draft.contact[field]}
                onChange={(event) => set(field, event.currentTarget.value)}
                error={error(path)}
                type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                autoComplete="off"
              />
              {review.pending(path) ? (
                <Group>
                  <ReviewMark label={t(`contact.${field}`)} onConfirm={() => review.confirm(path)} />
                </Group>
              ) : null}
            </Stack>
          );
        })}
      </SimpleGrid>
    </EditorSection>
  );
}

export function SummarySection({ draft, onChange, error }: SectionProps) {
  const { t } = useTranslation('cvEditor');
  return (
    <EditorSection title={t('summary.title')}>
      <Textarea
        label={t('summary.label')}
        value={draft.summary}
        onChange={(event) => onChange({ ...draft, summary: event.currentTarget.value } satisfies EditorDraft)}
        error={error('summary')}
        autosize
        minRows={3}
        maxRows={12}
      />
    </EditorSection>
  );
}
