import { Badge, Button, Group, List, Paper, Progress, RingProgress, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCirclePlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobMatch, SkillCoverage } from '@/engine/jobs/types';
import { languageName } from '@/engine/jobs/language-names';
import { useAddSkillTask } from '@/web/features/jobs/api/jobs-api';

const STATUS_COLOR = { covered: 'teal', related: 'yellow', missing: 'red', met: 'teal', below: 'orange', 'level-unknown': 'yellow' } as const;

function scoreColor(score: number): string {
  return score >= 75 ? 'teal' : score >= 50 ? 'yellow' : 'orange';
}

function SkillRow({ skill, jobId, added, onAdded }: { skill: SkillCoverage; jobId: string; added: boolean; onAdded: (id: string) => void }) {
  const { t } = useTranslation('jobs');
  const addTask = useAddSkillTask(jobId);
  return (
    <List.Item>
      <Stack gap={2}>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={600}>
            {skill.adText}
          </Text>
          <Badge size="sm" variant="light" color={STATUS_COLOR[skill.status]}>
            {t(`match.skillStatus.${skill.status}`)}
          </Badge>
          {skill.via ? (
            <Text size="xs" c="dimmed">
              {t('match.via', { via: skill.via })}
            </Text>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed" fs={skill.evidence ? 'italic' : undefined}>
          {skill.evidence ? t('match.evidence', { line: skill.evidence }) : t('match.noEvidence')}
        </Text>
        {skill.status !== 'covered' ? (
          <div>
            <Button
              size="compact-sm"
              variant={added ? 'light' : 'outline'}
              color={added ? 'teal' : undefined}
              leftSection={added ? <IconCheck size={14} aria-hidden="true" /> : <IconCirclePlus size={14} aria-hidden="true" />}
              loading={addTask.isPending}
              disabled={added}
              aria-label={added ? `${t('match.addedToTasks')}: ${skill.adText}` : `${t('match.addToTasks')}: ${skill.adText}`}
              onClick={() =>
                addTask.mutate(skill.id, {
                  onSuccess: () => {
                    onAdded(skill.id);
                    notifications.show({ color: 'teal', message: t('match.taskAdded', { skill: skill.adText }) });
                  },
                  onError: () => notifications.show({ color: 'red', message: t('match.taskFailed') }),
                })
              }
            >
              {added ? t('match.addedToTasks') : t('match.addToTasks')}
            </Button>
          </div>
        ) : null}
      </Stack>
    </List.Item>
  );
}

/** The score and every part of it, each with the reason a person can check against their CV. */
export function MatchPanel({ match, jobId, coachText }: { match: JobMatch; jobId: string; coachText: string | null }) {
  const { t, i18n } = useTranslation('jobs');
  const [added, setAdded] = useState<Set<string>>(new Set());
  const onAdded = (id: string) => setAdded((s) => new Set(s).add(id));
  const must = match.skills.filter((s) => s.required);
  const nice = match.skills.filter((s) => !s.required);
  const skills = (title: string, list: SkillCoverage[]) =>
    list.length === 0 ? null : (
      <Stack gap="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        <List spacing="sm" listStyleType="none" withPadding={false}>
          {list.map((s) => (
            <SkillRow key={s.id} skill={s} jobId={jobId} added={added.has(s.id)} onAdded={onAdded} />
          ))}
        </List>
      </Stack>
    );

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="match-title" data-testid="match-panel">
      <Stack gap="lg">
        <Title order={2} size="h3" id="match-title">
          {t('match.title')}
        </Title>
        <Group gap="xl" align="center" wrap="wrap">
          <RingProgress
            size={132}
            thickness={12}
            roundCaps
            sections={[{ value: match.score, color: scoreColor(match.score) }]}
            label={
              <Stack gap={0} align="center" data-testid="match-score" aria-label={`${t('match.scoreLabel')}: ${match.score} ${t('match.outOf')}`}>
                <Text fw={800} size="xl" lh={1}>
                  {match.score}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('match.outOf')}
                </Text>
              </Stack>
            }
          />
          <Stack gap="xs" style={{ flex: 1, minWidth: 240 }}>
            <Text size="sm" fw={600}>
              {t('match.partsTitle')}
            </Text>
            {match.parts.map((p) => (
              <Stack key={p.kind} gap={2}>
                <Group justify="space-between" gap="xs">
                  <Text size="sm">{t(`match.part.${p.kind}`)}</Text>
                  <Text size="xs" c="dimmed">
                    {p.counted ? t('match.partValue', { earned: Math.round(p.earned * p.weight), weight: p.weight }) : t('match.notCounted')}
                  </Text>
                </Group>
                <Progress value={p.counted ? p.earned * 100 : 0} size="sm" color={p.counted ? scoreColor(p.earned * 100) : 'gray'} aria-label={t(`match.part.${p.kind}`)} />
              </Stack>
            ))}
          </Stack>
        </Group>

        {coachText ? (
          <Paper bg="var(--mantine-color-default-hover)" p="sm" radius="sm">
            <Text size="xs" fw={600} c="dimmed" tt="uppercase">
              {t('match.coachTitle')}
            </Text>
            <Text size="sm">{coachText}</Text>
          </Paper>
        ) : null}

        {skills(t('ad.mustHave'), must)}
        {skills(t('ad.niceToHave'), nice)}

        {match.languages.length > 0 ? (
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('ad.languages')}
            </Title>
            {match.languages.map((l) => (
              <Group key={l.name} gap="xs">
                <Text size="sm">{t('match.languageLine', { name: languageName(l.name, i18n.resolvedLanguage ?? 'en'), need: l.need ?? t('ad.anyLevel'), have: l.have ?? '—' })}</Text>
                <Badge size="sm" variant="light" color={STATUS_COLOR[l.status]}>
                  {t(`match.languageStatus.${l.status}`)}
                </Badge>
              </Group>
            ))}
          </Stack>
        ) : null}

        {match.experience ? (
          <Group gap="xs">
            <Text size="sm">{t('match.experienceLine', { have: Math.floor(match.experience.have), need: match.experience.need })}</Text>
            <Badge size="sm" variant="light" color={STATUS_COLOR[match.experience.status]}>
              {t(`match.experienceStatus.${match.experience.status}`)}
            </Badge>
          </Group>
        ) : null}

        {match.education ? (
          <Group gap="xs">
            <Text size="sm">
              {t('match.educationLine', {
                need: t(`ad.educationValue.${match.education.need}`),
                have: match.education.have ? t(`ad.educationValue.${match.education.have}`) : '—',
              })}
            </Text>
            <Badge size="sm" variant="light" color={STATUS_COLOR[match.education.status]}>
              {t(`match.educationStatus.${match.education.status}`)}
            </Badge>
          </Group>
        ) : null}

        <Text size="sm">{t(`match.locationStatus.${match.location.status}`)}</Text>
      </Stack>
    </Paper>
  );
}
