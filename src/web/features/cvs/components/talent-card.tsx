import { Badge, Box, Button, Card, Group, List, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { TitleOrder } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCircleCheck, IconCircleDashed, IconEye, IconRoute, IconTrendingUp, IconTrophy } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GeneratedLabel } from '@/web/components/generated-label';
import { TALENT_EVIDENCE_SHOWN, TALENT_RECOMMENDATIONS_SHOWN } from '@/contract/talents';
import type { Talent, TalentAction } from '@/contract/talents';
import { useUpdateTalent } from '@/web/features/cvs/api/update-talent';
import { talentActionsFor, talentStatusColor } from '@/web/features/cvs/lib/cv-status';
import { humanize } from '@/web/features/cvs/lib/format';
import type { TalentTexts } from '@/web/features/cvs/lib/talent-text';
import { planStepTitle, useTalentTexts } from '@/web/features/cvs/lib/talent-text';
import { useDateFormat } from '@/web/lib/format-date';

/** 'page' uses the hidden-talents page's toasts, 'dashboard' the dashboard's (spec wording differs). */
export type TalentCardContext = 'page' | 'dashboard';

const relevanceRank = { high: 0, medium: 1, low: 2 } as const;

function useTalentAction(context: TalentCardContext) {
  const { t } = useTranslation('cvs');
  const mutation = useUpdateTalent({
    onSuccess: (updated, { action }) => {
      const message =
        action === 'validate'
          ? context === 'dashboard'
            ? t('talents.dashboardValidated')
            : t('talents.validated')
          : action === 'review'
            ? t('talents.reviewed')
            : action === 'develop'
              ? t('talents.developing', { name: updated.talent_name })
              : t('talents.masteredToast', { name: updated.talent_name });
      notifications.show({ color: 'teal', message });
    },
    onError: (_error, { action }) => {
      notifications.show({
        color: 'red',
        message: context === 'dashboard' && action === 'validate' ? t('talents.dashboardValidateFailed') : t('talents.updateFailed'),
      });
    },
  });

  function run(talent: Talent, action: TalentAction) {
    notifications.clean();
    mutation.mutate({ id: talent.id, action });
  }

  const pending = mutation.isPending ? mutation.variables : undefined;
  return { run, pending };
}

function ConfidenceBar({ talent, name }: { talent: Talent; name: string }) {
  const { t } = useTranslation('cvs');
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="xs" fw={600} c="dimmed" tt="uppercase" aria-hidden="true">
          {t('talents.confidence')}
        </Text>
        <Text size="sm" fw={700} aria-hidden="true">
          {talent.confidence_score}%
        </Text>
      </Group>
      <Progress
        value={talent.confidence_score}
        color={talent.confidence_score >= 75 ? 'teal' : talent.confidence_score >= 50 ? 'indigo' : 'yellow'}
        aria-label={t('talents.confidenceLabel', { name })}
      />
    </Stack>
  );
}

function Evidence({ evidence, explanation }: { evidence: readonly string[]; explanation: string | null }) {
  const { t } = useTranslation('cvs');
  if (evidence.length === 0) return null;
  const shown = evidence.slice(0, TALENT_EVIDENCE_SHOWN);
  const more = evidence.length - shown.length;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {t('talents.evidence')}
      </Text>
      {explanation ? (
        <Text size="xs" c="dimmed">
          {explanation}
        </Text>
      ) : null}
      <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {shown.map((line) => (
          <Box
            key={line}
            component="li"
            pl="sm"
            style={{ borderInlineStart: '3px solid var(--mantine-color-default-border)' }}
          >
            <Text size="sm" fs="italic" style={{ overflowWrap: 'anywhere' }}>
              {line}
            </Text>
          </Box>
        ))}
      </Stack>
      {more > 0 ? (
        <Text size="xs" c="dimmed">
          {t('talents.moreEvidence', { count: more })}
        </Text>
      ) : null}
    </Stack>
  );
}

function DevelopmentPath({ talent, texts }: { talent: Talent; texts: TalentTexts }) {
  const { t } = useTranslation('cvs');
  const dates = useDateFormat();
  const plan = talent.development_plan;
  const recommendations = texts.recommendations.slice(0, TALENT_RECOMMENDATIONS_SHOWN);
  if (!plan && recommendations.length === 0) return null;
  return (
    <Stack gap={6}>
      {plan ? (
        <>
          <Group gap="xs" justify="space-between">
            <Text size="sm" fw={600}>
              {t('talents.plan')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('talents.planStarted', { date: dates.date(plan.started_at) })}
            </Text>
          </Group>
          <List spacing={6} size="sm" center>
            {plan.steps.map((step, index) => (
              <List.Item
                key={step.title}
                icon={
                  <ThemeIcon size={20} radius="xl" variant="light" color={step.done ? 'teal' : 'gray'} aria-hidden="true">
                    {step.done ? <IconCircleCheck size={14} /> : <IconCircleDashed size={14} />}
                  </ThemeIcon>
                }
              >
                <Text size="sm" span>
                  {planStepTitle(talent, texts, step.title, index)}
                </Text>{' '}
                <Text size="xs" c="dimmed" span>
                  · {step.done ? t('talents.stepDone') : t('talents.due', { date: dates.day(step.due) })}
                </Text>
              </List.Item>
            ))}
          </List>
        </>
      ) : (
        <>
          <Text size="sm" fw={600}>
            {t('talents.developmentPath')}
          </Text>
          <List spacing={4} size="sm" icon={<IconRoute size={14} aria-hidden="true" />} center>
            {recommendations.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}

function Industries({ relevance, texts }: { relevance: Talent['industry_relevance']; texts: TalentTexts }) {
  const { t, i18n } = useTranslation('cvs');
  const entries = Object.entries(relevance)
    .filter(([, level]) => level !== 'low')
    .sort((a, b) => relevanceRank[a[1]] - relevanceRank[b[1]] || a[0].localeCompare(b[0]));
  if (entries.length === 0) return null;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {t('talents.industries')}
      </Text>
      <Group gap={6}>
        {entries.map(([industry, level]) => (
          <Badge key={industry} size="sm" variant={level === 'high' ? 'light' : 'default'} color={level === 'high' ? 'indigo' : 'gray'} tt="none">
            {texts.industry(industry) ??
              (i18n.exists(`cvs:industries.${industry}`) ? t(`industries.${industry}` as 'industries.technology') : humanize(industry))}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}

/** One hidden talent: status, confidence, evidence, development path, relevance and its actions. */
export function TalentCard({
  talent,
  order = 3,
  context = 'page',
  compact = false,
}: {
  talent: Talent;
  order?: TitleOrder;
  context?: TalentCardContext;
  compact?: boolean;
}) {
  const { t } = useTranslation('cvs');
  const texts = useTalentTexts(talent);
  const titleId = useId();
  const { run, pending } = useTalentAction(context);
  const allowed = talentActionsFor(talent.status);
  const busy = pending?.id === talent.id ? pending.action : undefined;
  const actionProps = (action: TalentAction) => ({
    onClick: () => run(talent, action),
    loading: busy === action,
    disabled: busy !== undefined && busy !== action,
    'aria-describedby': titleId,
    size: 'xs' as const,
  });
  const actions = compact ? { ...allowed, review: false, develop: false, master: false } : allowed;

  return (
    <Card component="article" aria-labelledby={titleId} h="100%" padding="lg">
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={order} size="h4" id={titleId}>
            {texts.name}
          </Title>
          <Badge variant="light" color={talentStatusColor[talent.status]} style={{ flexShrink: 0 }}>
            {t(`talents.status.${talent.status}`)}
          </Badge>
        </Group>
        <GeneratedLabel />
        <Text size="sm" c="dimmed">
          {texts.description}
        </Text>
        <ConfidenceBar talent={talent} name={texts.name} />
        <Evidence evidence={compact ? talent.supporting_evidence.slice(0, 1) : talent.supporting_evidence} explanation={compact ? null : texts.explanation} />
        {compact ? null : <DevelopmentPath talent={talent} texts={texts} />}
        {compact ? null : <Industries relevance={talent.industry_relevance} texts={texts} />}
        {actions.validate || actions.review || actions.develop || actions.master ? (
          <Group gap="xs" mt="auto" pt="xs">
            {actions.validate ? (
              <Button {...actionProps('validate')} leftSection={<IconCheck size={14} aria-hidden="true" />}>
                {t('talents.validate')}
              </Button>
            ) : null}
            {actions.review ? (
              <Button {...actionProps('review')} variant="default" leftSection={<IconEye size={14} aria-hidden="true" />}>
                {t('talents.review')}
              </Button>
            ) : null}
            {actions.develop ? (
              <Button {...actionProps('develop')} variant="light" leftSection={<IconTrendingUp size={14} aria-hidden="true" />}>
                {t('talents.develop')}
              </Button>
            ) : null}
            {actions.master ? (
              <Button {...actionProps('master')} variant="light" color="orange" leftSection={<IconTrophy size={14} aria-hidden="true" />}>
                {t('talents.master')}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
