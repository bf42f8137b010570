import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobAd } from '@/engine/jobs/types';
import { languageName } from '@/engine/jobs/language-names';
import { languageOfCode } from '@/web/lib/language-of-code';
import { useLocale } from '@/web/lib/use-locale';

/** A fact with the ad's sentence it came from as its tooltip (and as text for screen readers). */
function Fact({ label, value, source }: { label: string; value: ReactNode; source?: string | null }) {
  const { t } = useTranslation('jobs');
  const body = (
    <Text component="div" size="sm" fw={500} tabIndex={source ? 0 : undefined} title={source ?? undefined}>
      {value ?? (
        <Text span c="dimmed" size="sm">
          {t('ad.none')}
        </Text>
      )}
    </Text>
  );
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {source ? (
        <Tooltip label={source} multiline w={320} withArrow>
          {body}
        </Tooltip>
      ) : (
        body
      )}
    </Stack>
  );
}

function money(value: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(value);
}

export function AdFacts({ ad }: { ad: JobAd }) {
  const { t } = useTranslation('jobs');
  const locale = useLocale();
  const must = ad.skills.filter((s) => s.required);
  const nice = ad.skills.filter((s) => !s.required);
  const salary = ad.salary
    ? [ad.salary.min, ad.salary.max]
        .filter((n): n is number => n !== null)
        .map((n) => money(n, ad.salary!.currency, locale))
        .join(' – ') + (ad.salary.period ? ` ${t(`ad.period.${ad.salary.period}`)}` : '')
    : null;
  const skillBadges = (list: JobAd['skills']) =>
    list.length === 0 ? null : (
      <Group gap={4} component="span">
        {list.map((s) => (
          <Badge key={s.id} variant="light" size="sm" tt="none" title={s.source}>
            {s.text}
          </Badge>
        ))}
      </Group>
    );
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="ad-facts-title">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h3" id="ad-facts-title">
            {t('ad.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('ad.intro')}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          <Fact label={t('ad.jobTitle')} value={ad.title?.value} source={ad.title?.source} />
          <Fact label={t('ad.occupation')} value={ad.occupation?.title} source={ad.occupation?.source} />
          <Fact label={t('ad.employer')} value={ad.employer?.value} source={ad.employer?.source} />
          <Fact label={t('ad.place')} value={ad.place?.value} source={ad.place?.source} />
          <Fact
            label={t('ad.workplace')}
            value={ad.workplace ? t(`ad.workplaceValue.${ad.workplace.value}`) : null}
            source={ad.workplace?.source}
          />
          <Fact
            label={t('ad.contract')}
            value={
              [ad.contract ? t(`ad.contractValue.${ad.contract.value}`) : null, ad.hours ? t(`ad.hoursValue.${ad.hours.value}`) : null]
                .filter(Boolean)
                .join(' · ') || null
            }
            source={ad.contract?.source ?? ad.hours?.source}
          />
          <Fact
            label={t('ad.years')}
            value={ad.experienceYears ? t('ad.yearsValue', { count: ad.experienceYears.min }) : null}
            source={ad.experienceYears?.source}
          />
          <Fact
            label={t('ad.education')}
            value={ad.education ? t(`ad.educationValue.${ad.education.level}`) : null}
            source={ad.education?.source}
          />
          <Fact label={t('ad.salary')} value={salary} source={ad.salary?.source} />
          <Fact
            label={t('ad.languages')}
            value={
              ad.languages.length
                ? ad.languages.map((l) => `${languageName(l.name, locale)} (${l.level ?? t('ad.anyLevel')})`).join(', ')
                : null
            }
            source={ad.languages.map((l) => l.source).join(' / ') || null}
          />
          <Fact
            label={t('ad.adLanguage')}
            value={ad.language === 'unknown' ? t('ad.languageUnknown') : languageOfCode(ad.language, locale)}
          />
        </SimpleGrid>
        <Fact label={t('ad.mustHave')} value={skillBadges(must)} />
        <Fact label={t('ad.niceToHave')} value={skillBadges(nice)} />
      </Stack>
    </Paper>
  );
}
