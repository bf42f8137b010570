import { ActionIcon, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DraftLanguage } from '@/web/features/cvs/lib/corrections';
import { newId } from '@/web/features/cvs/lib/corrections';
import type { SectionProps } from './section';
import { EditorSection } from './section';

const cefr = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;

export function LanguagesSection({ draft, onChange, error }: SectionProps) {
  const { t } = useTranslation('cvEditor');
  const languages = draft.languages;
  const setLanguages = (next: DraftLanguage[]) => onChange({ ...draft, languages: next });
  const update = (id: string, patch: Partial<DraftLanguage>) => setLanguages(languages.map((l) => (l.id === id ? { ...l, ...patch } : l)));

  return (
    <EditorSection title={t('languages.title')}>
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {languages.length === 0 ? (
          <Text c="dimmed" size="sm" component="li">
            {t('languages.none')}
          </Text>
        ) : null}
        {languages.map((language, index) => {
          const name = language.name.trim() || t('languages.nameOf', { number: index + 1 });
          // a level the engine read in another form (e.g. "fluent") stays selectable as it is
          const known = language.level === '' || language.level === 'native' || (cefr as readonly string[]).includes(language.level);
          const options = [
            { value: '', label: t('languages.noLevel') },
            ...cefr.map((level) => ({ value: level, label: level })),
            { value: 'native', label: t('languages.native') },
            ...(known ? [] : [{ value: language.level, label: language.level }]),
          ];
          return (
            <Group key={language.id} component="li" gap="xs" align="flex-start" wrap="wrap">
              <TextInput
                aria-label={t('languages.nameOf', { number: index + 1 })}
                placeholder={t('languages.name')}
                value={language.name}
                onChange={(e) => update(language.id, { name: e.currentTarget.value })}
                error={error(`languages.${language.id}.name`)}
                style={{ flex: '1 1 180px', minWidth: 0 }}
              />
              <NativeSelect
                aria-label={t('languages.levelOf', { name })}
                data={options}
                value={language.level}
                onChange={(e) => update(language.id, { level: e.currentTarget.value })}
                error={error(`languages.${language.id}.level`)}
                style={{ flex: '0 1 150px' }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('languages.remove', { name })}
                onClick={() => setLanguages(languages.filter((l) => l.id !== language.id))}
              >
                <IconTrash size={16} aria-hidden="true" />
              </ActionIcon>
            </Group>
          );
        })}
      </Stack>
      <Group mt="md">
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => setLanguages([...languages, { id: newId('language'), origin: null, name: '', level: '' }])}
        >
          {t('languages.add')}
        </Button>
      </Group>
    </EditorSection>
  );
}
