import { Badge, Box, Grid, Group, List, Paper, RingProgress, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconTarget } from '@tabler/icons-react';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { SkillGap, SkillGapAdvice } from '@/contract/market';
import { LoadError } from '@/web/components/load-error';
import { useOccupations } from '@/web/features/market/api/get-occupations';
import { useSkillGap } from '@/web/features/market/api/get-skill-gap';
import { fitColor } from '@/web/features/market/components/fit-components';
import { toPercent } from '@/web/features/market/lib/format';
import { essentialFirst } from '@/web/features/market/lib/page-params';

type GapSkill = SkillGap['heldSkills'][number];

function SkillBadges({ skills, empty, color }: { skills: readonly GapSkill[]; empty: string; color: string }) {
  const { t } = useTranslation('market');
  if (skills.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  return (
    <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
      {essentialFirst(skills).map((s) => (
        <Group component="li" key={s.id} gap="xs" wrap="nowrap" justify="space-between">
          <Text size="sm">{s.name}</Text>
          <Badge
            size="xs"
            variant={s.essential ? 'light' : 'outline'}
            color={s.essential ? color : 'gray'}
            tt="none"
            style={{ flexShrink: 0 }}
          >
            {s.essential ? t('skillGap.essential') : t('skillGap.optional')}
          </Badge>
        </Group>
      ))}
    </Stack>
  );
}

/** One piece of advice in the interface language, from the facts the server sends. */
function adviceText(t: TFunction<'market'>, a: SkillGapAdvice, occupation: string): string {
  switch (a.kind) {
    case 'learn':
      return a.order === 'first' ? t('skillGap.advice.learnFirst', { skill: a.skill, occupation }) : t('skillGap.advice.learnNext', { skill: a.skill, occupation });
    case 'build-on':
      return a.order === 'first'
        ? t('skillGap.advice.buildOnFirst', { skill: a.skill, base: a.base, occupation })
        : t('skillGap.advice.buildOnNext', { skill: a.skill, base: a.base, occupation });
    case 'more-essential':
      return t('skillGap.advice.moreEssential', { count: a.count, names: a.names.join(', '), occupation });
    case 'all-essential':
      return t('skillGap.advice.allEssential', { count: a.count, occupation });
    case 'optional':
      return t('skillGap.advice.optional', { skill: a.skill, occupation });
  }
}

function GapResult({ gap }: { gap: SkillGap }) {
  const { t } = useTranslation('market');
  const percent = toPercent(gap.skillGapScore);
  const heldEssential = gap.heldSkills.filter((s) => s.essential).length;
  const totalEssential = heldEssential + gap.missingSkills.filter((s) => s.essential).length;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack align="center" gap={4}>
          <Box role="img" aria-label={t('skillGap.scoreLabel', { value: percent, occupation: gap.occupation.title })}>
            <RingProgress
              size={132}
              thickness={12}
              roundCaps
              sections={percent > 0 ? [{ value: percent, color: fitColor(gap.skillGapScore) }] : []}
              label={
                <Text ta="center" fw={800} fz={28} aria-hidden="true">
                  {percent}%
                </Text>
              }
            />
          </Box>
          <Text fw={600}>{t('skillGap.score')}</Text>
          <Text size="sm" c="dimmed" ta="center">
            {t('skillGap.scoreExplain', { held: heldEssential, total: totalEssential })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('skillGap.occupationLine', { title: gap.occupation.title, isco: gap.occupation.isco })}
          </Text>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
        <Title order={3} size="h6" mb="xs">
          {t('skillGap.held')}
        </Title>
        <SkillBadges skills={gap.heldSkills} empty={t('skillGap.noneHeld')} color="teal" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
        <Title order={3} size="h6" mb="xs">
          {t('skillGap.missing')}
        </Title>
        <SkillBadges skills={gap.missingSkills} empty={t('skillGap.noneMissing')} color="red" />
      </Grid.Col>
      {gap.advice.length > 0 ? (
        <Grid.Col span={12}>
          <Title order={3} size="h6" mb="xs">
            {t('skillGap.recommendations')}
          </Title>
          <List size="sm" spacing={4}>
            {gap.advice.map((a) => {
              const text = adviceText(t, a, gap.occupation.title);
              return <List.Item key={text}>{text}</List.Item>;
            })}
          </List>
        </Grid.Col>
      ) : null}
    </Grid>
  );
}

/** The skill gap against a target occupation the person picks from a searchable list. */
export function SkillGapSection({ hasCv }: { hasCv: boolean }) {
  const { t } = useTranslation('market');
  const [occupation, setOccupation] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const occupations = useOccupations(debounced);
  const gap = useSkillGap(occupation);
  const options = occupations.data?.occupations.map((o) => ({ value: o.id, label: o.title })) ?? [];
  // keep the chosen occupation selectable while the list shows another search's results
  const selected =
    gap.data && !options.some((o) => o.value === gap.data.occupation.id)
      ? [{ value: gap.data.occupation.id, label: gap.data.occupation.title }]
      : [];

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="market-skill-gap-title">
      <Group gap="xs" mb={4}>
        <IconTarget size={22} aria-hidden="true" />
        <Title order={2} size="h3" id="market-skill-gap-title">
          {t('skillGap.title')}
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {t('skillGap.intro')}
      </Text>
      {occupations.isError ? (
        <LoadError
          title={t('skillGap.occupationsLoadFailed')}
          message={occupations.error.message}
          onRetry={() => void occupations.refetch()}
          retrying={occupations.isFetching}
        />
      ) : (
        <Select
          label={t('skillGap.occupation')}
          placeholder={t('skillGap.occupationPlaceholder')}
          data={[...selected, ...options]}
          value={occupation}
          onChange={setOccupation}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          // the server searches the titles in six languages: show its answer as it is, and filter the
          // previous answer by the English title only while the new one is on its way
          filter={({ options: all, search: typed }) => {
            const q = typed.trim().toLowerCase();
            const answered = q === debounced.toLowerCase() && !occupations.isPlaceholderData;
            return answered ? all : all.filter((o) => 'label' in o && o.label.toLowerCase().includes(q));
          }}
          nothingFoundMessage={occupations.isFetching ? t('skillGap.occupationPlaceholder') : t('skillGap.nothingFound')}
          maw={420}
          mb="lg"
        />
      )}
      {!hasCv ? (
        <Text size="sm" c="dimmed" mb="md">
          {t('skillGap.noCv')}
        </Text>
      ) : null}
      {occupation === null ? (
        <Text size="sm" c="dimmed">
          {t('skillGap.pick')}
        </Text>
      ) : gap.isPending ? (
        <Skeleton h={180} radius="md" />
      ) : gap.isError ? (
        <LoadError
          title={t('skillGap.loadFailed')}
          message={gap.error.message}
          onRetry={() => void gap.refetch()}
          retrying={gap.isFetching}
        />
      ) : (
        <GapResult gap={gap.data} />
      )}
      <Text size="xs" c="dimmed" mt="md" component="footer">
        {t('skillGap.escoNotice')}
      </Text>
    </Paper>
  );
}
