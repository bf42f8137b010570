import { ActionIcon, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowMerge, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DraftSkill, Proficiency } from '@/web/features/cvs/lib/corrections';
import { duplicateOf, mergeSkills, newId } from '@/web/features/cvs/lib/corrections';
import type { SectionProps } from './section';
import { EditorSection } from './section';

const levels = ['beginner', 'intermediate', 'advanced', 'expert'] as const satisfies readonly Proficiency[];

export function SkillsSection({ draft, onChange, error }: SectionProps) {
  const { t } = useTranslation('cvEditor');
  const skills = draft.skills;
  const setSkills = (next: DraftSkill[]) => onChange({ ...draft, skills: next });
  const update = (id: string, patch: Partial<DraftSkill>) => setSkills(skills.map((s) => (s.id === id ? { ...s, ...patch } : s)));
  const levelOptions = levels.map((level) => ({ value: level, label: t(`skills.levels.${level}`) }));

  return (
    <EditorSection title={t('skills.title')}>
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {skills.length === 0 ? (
          <Text c="dimmed" size="sm" component="li">
            {t('skills.none')}
          </Text>
        ) : null}
        {skills.map((skill, index) => {
          const name = skill.name.trim() || t('skills.newName');
          const duplicate = duplicateOf(skills, skill);
          return (
            <li key={skill.id}>
              <Group gap="xs" align="flex-start" wrap="wrap">
                <TextInput
                  aria-label={t('skills.nameOf', { number: index + 1 })}
                  value={skill.name}
                  onChange={(e) => update(skill.id, { name: e.currentTarget.value })}
                  error={error(`skills.${skill.id}.name`)}
                  style={{ flex: '1 1 180px', minWidth: 0 }}
                />
                <NativeSelect
                  aria-label={t('skills.proficiencyOf', { name })}
                  data={levelOptions}
                  value={skill.proficiency}
                  onChange={(e) => update(skill.id, { proficiency: e.currentTarget.value as Proficiency })}
                  style={{ flex: '0 1 150px' }}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('skills.remove', { name })}
                  onClick={() => setSkills(skills.filter((s) => s.id !== skill.id))}
                >
                  <IconTrash size={16} aria-hidden="true" />
                </ActionIcon>
              </Group>
              {duplicate && skills.indexOf(duplicate) < index ? (
                <Group gap="xs" mt={4}>
                  <Text size="xs" c="dimmed">
                    {t('skills.mergeHint', { name: duplicate.name })}
                  </Text>
                  <Button
                    size="compact-xs"
                    variant="light"
                    leftSection={<IconArrowMerge size={12} aria-hidden="true" />}
                    onClick={() => setSkills(mergeSkills(skills, skill.id, duplicate.id))}
                  >
                    {t('skills.merge', { name: duplicate.name })}
                  </Button>
                </Group>
              ) : null}
            </li>
          );
        })}
      </Stack>
      <Group mt="md">
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() =>
            setSkills([...skills, { id: newId('skill'), origins: [], name: '', proficiency: 'intermediate', shownProficiency: null }])
          }
        >
          {t('skills.add')}
        </Button>
      </Group>
    </EditorSection>
  );
}
