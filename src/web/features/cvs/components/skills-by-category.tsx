import { Badge, Card, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TitleOrder } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParsedData } from '@/contract/cvs';
import { humanize } from '@/web/features/cvs/lib/format';
import { groupSkills } from '@/web/features/cvs/lib/group';
import type { SkillGroup } from '@/web/features/cvs/lib/group';

const SkillsChart = lazy(() => import('@/web/features/cvs/components/skills-chart').then((m) => ({ default: m.SkillsChart })));

const proficiencyColor = { expert: 'indigo', advanced: 'teal', intermediate: 'blue', beginner: 'gray' } as const;

type Skill = ParsedData['skills'][number];

export function useCategoryLabel() {
  const { t, i18n } = useTranslation('cvs');
  return (category: string) =>
    i18n.exists(`cvs:categories.${category}`) ? t(`categories.${category}` as 'categories.other') : humanize(category);
}

/** The bar chart of skills per category, with a skeleton while recharts loads. */
export function SkillsPerCategoryChart({ groups }: { groups: readonly SkillGroup[] }) {
  const { t } = useTranslation('cvs');
  const categoryLabel = useCategoryLabel();
  const data = groups.map((g) => ({ category: categoryLabel(g.category), skills: g.skills.length }));
  const summary = data.map((d) => `${d.category} ${d.skills}`).join(', ');
  return (
    <Suspense fallback={<Skeleton h={Math.max(140, data.length * 40 + 40)} radius="md" />}>
      <SkillsChart data={data} label={t('detail.skills.chartLabel', { summary })} seriesLabel={t('detail.skills.series')} />
    </Suspense>
  );
}

// A line that backs many skills is the skills section itself: say so once instead of quoting it.
const SHARED_LINE_MIN_SKILLS = 3;
const EVIDENCE_PER_SKILL = 2;

function sharedLines(skills: readonly Skill[]): Set<string> {
  const counts = new Map<string, number>();
  for (const skill of skills) for (const line of new Set(skill.evidence)) counts.set(line, (counts.get(line) ?? 0) + 1);
  return new Set([...counts].filter(([, n]) => n >= SHARED_LINE_MIN_SKILLS).map(([line]) => line));
}

function SkillRow({ skill, shared }: { skill: Skill; shared: ReadonlySet<string> }) {
  const { t } = useTranslation('cvs');
  const listed = skill.evidence.some((line) => shared.has(line));
  const quotes = skill.evidence.filter((line) => !shared.has(line)).slice(0, EVIDENCE_PER_SKILL);
  return (
    <Stack gap={4} component="li">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {skill.name}
        </Text>
        <Badge size="sm" variant="light" color={proficiencyColor[skill.proficiency]} style={{ flexShrink: 0 }}>
          {t(`proficiency.${skill.proficiency}`)}
        </Badge>
      </Group>
      {quotes.length > 0 || listed ? (
        <Stack gap={2}>
          {quotes.map((line) => (
            <Text key={line} size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              “{line}”
            </Text>
          ))}
          {listed ? (
            <Text size="xs" c="dimmed">
              {t('detail.skills.listed')}
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** Skills grouped by category: a chart to compare, then one card per category with evidence. */
export function SkillsByCategory({ skills, order = 2 }: { skills: readonly Skill[]; order?: TitleOrder }) {
  const { t } = useTranslation('cvs');
  const categoryLabel = useCategoryLabel();
  const groups = groupSkills(skills);
  const shared = sharedLines(skills);
  if (groups.length === 0) {
    return <Text c="dimmed">{t('detail.skills.none')}</Text>;
  }
  return (
    <Stack gap="lg">
      <Paper withBorder p="lg" radius="md">
        <Title order={order} size="h4" mb="md">
          {t('detail.skills.chartTitle')}
        </Title>
        <SkillsPerCategoryChart groups={groups} />
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {groups.map((group) => (
          <Card key={group.category} padding="lg">
            <Group justify="space-between" mb="sm" gap="xs">
              <Title order={order} size="h5">
                {categoryLabel(group.category)}
              </Title>
              <Text size="sm" c="dimmed">
                {t('detail.skills.count', { count: group.skills.length })}
              </Text>
            </Group>
            <Stack gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {group.skills.map((skill) => (
                <SkillRow key={skill.name} skill={skill} shared={shared} />
              ))}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {skills.some((s) => s.esco_uri ?? s.esco_broader_uri) ? (
        <Text size="xs" c="dimmed" component="footer">
          {t('detail.skills.escoNotice')}
        </Text>
      ) : null}
    </Stack>
  );
}
