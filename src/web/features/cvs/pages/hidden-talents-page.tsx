import { Anchor, Badge, Button, Card, Container, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck, IconSparkles, IconTrendingUp, IconTrophy, IconUpload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TalentCounts } from '@/contract/talents';
import { paths } from '@/web/app/paths';
import { EmptyState } from '@/web/components/empty-state';
import { LoadError } from '@/web/components/load-error';
import { useTalents } from '@/web/features/cvs/api/get-talents';
import { TalentCard } from '@/web/features/cvs/components/talent-card';
import { talentStatusColor } from '@/web/features/cvs/lib/cv-status';
import { groupTalents } from '@/web/features/cvs/lib/group';
import { useDocumentTitle } from '@/web/lib/use-document-title';

function Counters({ counts }: { counts: TalentCounts }) {
  const { t } = useTranslation('cvs');
  const items: { key: keyof TalentCounts & ('total' | 'validated' | 'developing' | 'mastered'); icon: ReactNode; color: string }[] = [
    { key: 'total', icon: <IconSparkles size={20} />, color: 'indigo' },
    { key: 'validated', icon: <IconCircleCheck size={20} />, color: 'teal' },
    { key: 'developing', icon: <IconTrendingUp size={20} />, color: 'grape' },
    { key: 'mastered', icon: <IconTrophy size={20} />, color: 'orange' },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
      {items.map((item) => (
        <Paper key={item.key} withBorder p="md" radius="md">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={38} radius="md" variant="light" color={item.color} aria-hidden="true">
              {item.icon}
            </ThemeIcon>
            <Stack gap={0}>
              <Text size="sm" c="dimmed">
                {t(`talents.counts.${item.key}`)}
              </Text>
              <Text fz={26} fw={800} lh={1.1}>
                {counts[item.key]}
              </Text>
            </Stack>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function TalentsSkeleton() {
  const { t } = useTranslation('common');
  return (
    <Stack gap="lg">
      <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={72} radius="md" />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {[0, 1].map((i) => (
          <Card key={i} padding="lg">
            <Skeleton h={20} w="50%" mb="md" />
            <Skeleton h={12} mb={8} />
            <Skeleton h={12} w="80%" mb="md" />
            <Skeleton h={8} mb="md" />
            <Skeleton h={28} w={200} />
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function HiddenTalentsPage() {
  const { t } = useTranslation(['cvs', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('talents.title') }));
  const query = useTalents();

  let content: ReactNode;
  if (query.isPending) {
    content = <TalentsSkeleton />;
  } else if (query.isError) {
    content = (
      <LoadError title={t('talents.loadFailed')} message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  } else if (query.data.talents.length === 0) {
    content = (
      <EmptyState
        icon={<IconSparkles size={28} />}
        title={t('talents.empty')}
        description={query.data.cv_id ? t('talents.emptyWithCv') : t('talents.emptyNoCv')}
        action={
          <Group gap="sm" justify="center" mt="xs">
            <Button component={Link} to={paths.cvUpload} leftSection={<IconUpload size={16} aria-hidden="true" />}>
              {t('actions.uploadCv')}
            </Button>
            {query.data.cv_id ? (
              <Button component={Link} to={paths.cvDetail(query.data.cv_id)} variant="default">
                {t('talents.openCv')}
              </Button>
            ) : null}
          </Group>
        }
      />
    );
  } else {
    const { talents, counts, cv_id } = query.data;
    content = (
      <Stack gap="xl">
        <Counters counts={counts} />
        {groupTalents(talents).map((group) => (
          <Stack key={group.status} component="section" gap="md" aria-labelledby={`talents-${group.status}`}>
            <Group gap="xs">
              <Title order={2} size="h3" id={`talents-${group.status}`}>
                {t(`talents.groups.${group.status}`)}
              </Title>
              <Badge variant="light" color={talentStatusColor[group.status]} size="lg" circle={group.talents.length < 10}>
                {group.talents.length}
              </Badge>
            </Group>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {group.talents.map((talent) => (
                <TalentCard key={talent.id} talent={talent} order={3} />
              ))}
            </SimpleGrid>
          </Stack>
        ))}
        {cv_id ? (
          <Text size="sm" c="dimmed">
            {t('talents.fromCv')}:{' '}
            <Anchor component={Link} to={paths.cvDetail(cv_id)} size="sm" underline="always">
              {t('talents.openCv')}
            </Anchor>
          </Text>
        ) : null}
      </Stack>
    );
  }

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('talents.title')}</Title>
          <Text c="dimmed" maw={720}>
            {t('talents.intro')}
          </Text>
        </Stack>
        {content}
      </Stack>
    </Container>
  );
}
