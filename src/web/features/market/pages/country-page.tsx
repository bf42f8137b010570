import {
  Anchor,
  Badge,
  Breadcrumbs,
  Button,
  Container,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowLeft, IconMapPinOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/web/app/paths';
import { EmptyState } from '@/web/components/empty-state';
import { LoadError } from '@/web/components/load-error';
import { useCountry } from '@/web/features/market/api/get-country';
import { CompanyModal } from '@/web/features/market/components/company-modal';
import { CulturalContextFields } from '@/web/features/market/components/cultural-context-card';
import { FitComponents } from '@/web/features/market/components/fit-components';
import { NoData, SourceLine } from '@/web/features/market/components/sources';
import { isNotFound } from '@/web/features/market/lib/errors';
import { explain } from '@/web/features/market/lib/explain';
import { countryName, distinctSources, formatEuro, formatNumber, formatPercentValue, toPercent } from '@/web/features/market/lib/format';
import { useLocale } from '@/web/lib/use-locale';
import { groupShortages } from '@/web/features/market/lib/shortages';
import type { ShortageGroup } from '@/web/features/market/lib/shortages';
import type { Country } from '@/web/features/market/types';
import { ApiError } from '@/web/lib/api-client';
import { useDocumentTitle } from '@/web/lib/use-document-title';

type Indicators = NonNullable<Country['indicators']>;
type NumericIndicator =
  | 'population'
  | 'employmentRate'
  | 'unemploymentRate'
  | 'youthUnemploymentRate'
  | 'jobVacancyRate'
  | 'minimumWage'
  | 'ictSpecialistsShare'
  | 'englishProficiencyScore'
  | 'workFromHomeShare';

const numericIndicators: readonly { key: NumericIndicator; unit: 'percent' | 'euro' | 'count' | 'score' }[] = [
  { key: 'jobVacancyRate', unit: 'percent' },
  { key: 'unemploymentRate', unit: 'percent' },
  { key: 'youthUnemploymentRate', unit: 'percent' },
  { key: 'employmentRate', unit: 'percent' },
  { key: 'minimumWage', unit: 'euro' },
  { key: 'ictSpecialistsShare', unit: 'percent' },
  { key: 'workFromHomeShare', unit: 'percent' },
  { key: 'population', unit: 'count' },
  { key: 'englishProficiencyScore', unit: 'score' },
];

function Section({ title, id, children, hint }: { title: string; id: string; children: ReactNode; hint?: string }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb={hint ? 2 : 'md'}>
        {title}
      </Title>
      {hint ? (
        <Text size="sm" c="dimmed" mb="md">
          {hint}
        </Text>
      ) : null}
      {children}
    </Paper>
  );
}

function IndicatorTile({
  label,
  value,
  source,
  period,
  note,
}: {
  label: string;
  value: ReactNode;
  source?: string;
  period?: string;
  note?: string | null;
}) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
      {note ? <Text size="xs">{note}</Text> : null}
      {source ? <SourceLine source={source} period={period} /> : null}
    </Stack>
  );
}

function IndicatorsSection({ indicators }: { indicators: Indicators }) {
  const { t } = useTranslation('market');
  const locale = useLocale();
  const format = (unit: (typeof numericIndicators)[number]['unit'], value: number) =>
    unit === 'percent'
      ? formatPercentValue(value, locale)
      : unit === 'euro'
        ? formatEuro(value, locale)
        : formatNumber(value, locale, unit === 'count' ? 0 : 1);
  const band = indicators.englishProficiencyBand;
  return (
    <Section title={t('country.indicators')} id="country-indicators">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" verticalSpacing="lg">
        {numericIndicators.map(({ key, unit }) => {
          const figure = indicators[key];
          return (
            <IndicatorTile
              key={key}
              label={t(`country.indicator.${key}`)}
              value={figure ? format(unit, figure.value) : <NoData />}
              source={figure?.source}
              period={figure?.period}
              note={key === 'minimumWage' && !figure ? indicators.minimumWageNote : figure?.note}
            />
          );
        })}
        <IndicatorTile
          label={t('country.indicator.englishProficiencyBand')}
          value={band ? band.value : <NoData />}
          source={band?.source}
          period={band?.period}
        />
      </SimpleGrid>
      {indicators.capital ? (
        <Stack gap={2} mt="lg">
          <Text size="sm">
            {t('country.facts', {
              capital: indicators.capital,
              languages: indicators.officialLanguages.join(', '),
              currency: indicators.currency,
            })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('country.factsSource', { source: indicators.staticFactsSource })}
          </Text>
        </Stack>
      ) : null}
    </Section>
  );
}

function ShortageList({ group }: { group: ShortageGroup }) {
  const { t } = useTranslation('market');
  return (
    <Stack gap={6}>
      <Stack gap={0}>
        <SourceLine
          source={group.secondary ? `${group.publisher} (${t('country.secondary')})` : group.publisher}
          period={group.period}
          url={group.url}
          size="sm"
          fw={600}
        />
        <Text size="xs" c="dimmed">
          {[group.metric, group.severity].filter(Boolean).join(' · ')}
        </Text>
      </Stack>
      <Stack component="ul" gap={4} m={0} pl="md">
        {group.rows.map((s) => (
          <Text component="li" size="sm" key={`${s.country}|${s.occupation}`}>
            <Text span fw={600} inherit>
              {s.occupation}
            </Text>
            {s.localName ? (
              <Text span c="dimmed" inherit>
                {' '}
                ({s.localName})
              </Text>
            ) : null}
            {group.severity === null && s.severity ? (
              <Text span size="xs" c="dimmed">
                {' '}
                · {s.severity}
              </Text>
            ) : null}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}

function ShortagesSection({ country }: { country: Country }) {
  const { t } = useTranslation('market');
  const [showEu, setShowEu] = useState(false);
  const national = groupShortages(country.shortages.filter((s) => !s.euWide));
  const euRows = country.shortages.filter((s) => s.euWide);
  const euWide = groupShortages(euRows);
  return (
    <Section title={t('country.shortages')} id="country-shortages" hint={t('country.shortagesHint')}>
      <Stack gap="lg">
        {national.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('country.noShortages')}
          </Text>
        ) : (
          national.map((group) => <ShortageList key={group.key} group={group} />)
        )}
        {euRows.length > 0 ? (
          <Stack gap="sm">
            <Group gap="xs">
              <Badge size="sm" variant="light" color="blue" tt="none">
                {t('country.euWide')}
              </Badge>
              <Anchor component="button" type="button" size="sm" onClick={() => setShowEu((v) => !v)} aria-expanded={showEu} ta="start">
                {showEu ? t('country.hideEuWide') : t('country.showEuWide', { count: euRows.length })}
              </Anchor>
            </Group>
            {showEu ? euWide.map((group) => <ShortageList key={group.key} group={group} />) : null}
          </Stack>
        ) : null}
      </Stack>
    </Section>
  );
}

function EmployersSection({ country }: { country: Country }) {
  const { t } = useTranslation('market');
  const locale = useLocale();
  const [open, setOpen] = useState<{ id: string; name: string } | null>(null);
  return (
    <Section title={t('country.employers')} id="country-employers">
      {country.employers.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('country.noEmployers')}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {country.employers.map((c) => (
            <Group component="li" key={c.id} justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  fw={600}
                  onClick={() => setOpen(c)}
                  ta="start"
                  aria-label={t('companies.open', { name: c.name })}
                >
                  {c.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {[c.industry, c.location].filter(Boolean).join(' · ')}
                </Text>
              </Stack>
              {c.employees ? (
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {t('country.employees', { value: formatNumber(c.employees.value, locale, 0) })}
                </Text>
              ) : null}
            </Group>
          ))}
        </Stack>
      )}
      {country.employers[0]?.source ? <SourceLine source={country.employers[0].source} mt="sm" /> : null}
      <CompanyModal company={open} onClose={() => setOpen(null)} />
    </Section>
  );
}

/** A figure in its currency; PPS (purchasing power standard) is no ISO currency and is written after the number. */
function formatMoney(value: number, currency: string, locale: string): string {
  if (!/^[A-Z]{3}$/.test(currency)) return `${formatNumber(value, locale, 0)} ${currency}`;
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(value);
  } catch {
    return `${formatNumber(value, locale, 0)} ${currency}`;
  }
}

/**
 * Earnings by ISCO-08 major group when an operator imported them for this country; otherwise Kairos
 * says it has none and shows the minimum wage only as the minimum wage (issue 20).
 */
function EarningsSection({ country }: { country: Country }) {
  const { t } = useTranslation('market');
  const locale = useLocale();
  const name = country.name;
  const minimum = country.indicators?.minimumWage ?? null;
  if (country.earnings.length === 0) {
    return (
      <Section title={t('country.earnings')} id="country-earnings">
        <Stack gap="xs">
          <Text size="sm">{t('country.noEarnings', { country: name })}</Text>
          {minimum ? (
            <Stack gap={0}>
              <Text size="sm">{t('country.minimumWageOnly', { value: formatEuro(minimum.value, locale), period: minimum.period })}</Text>
              <SourceLine source={minimum.source} period={minimum.period} />
            </Stack>
          ) : country.indicators?.minimumWageNote ? (
            <Text size="sm" c="dimmed">
              {country.indicators.minimumWageNote}
            </Text>
          ) : null}
        </Stack>
      </Section>
    );
  }
  // the newest period first (the server orders them so); one line per group and measure
  const latest = country.earnings[0]!.period;
  const rows = country.earnings.filter((e) => e.period === latest);
  return (
    <Section title={t('country.earnings')} id="country-earnings" hint={t('country.earningsHint')}>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {rows.map((e) => (
          <Group component="li" key={`${e.isco_group}|${e.measure}`} justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={e.mine ? 700 : 500}>
                {t(`country.isco.${e.isco_group}` as never, { defaultValue: e.group })}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`country.measure.${e.measure}` as never, { defaultValue: e.measure })}
                {e.mine ? ` · ${t('country.yourGroup')}` : ''}
              </Text>
            </Stack>
            <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(e.value, e.currency, locale)}
            </Text>
          </Group>
        ))}
      </Stack>
      {distinctSources(rows).map((s) => (
        <SourceLine key={s.source} source={s.source} period={s.periods.join(', ')} mt="sm" />
      ))}
    </Section>
  );
}

function FitSection({ country }: { country: Country }) {
  const { t } = useTranslation('market');
  const locale = useLocale();
  const fit = country.fit;
  return (
    <Section title={t('country.yourFit')} id="country-fit">
      {fit === null ? (
        <Stack gap="sm" align="flex-start">
          <Text size="sm" c="dimmed">
            {t('country.noFit')}
          </Text>
          <Button component={Link} to={paths.cvUpload} size="xs" variant="light">
            {t('personal.upload')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="md">
          <Group gap="sm" align="baseline">
            <Text fw={600}>{t('fit.fit')}</Text>
            {fit.fit === null && !fit.enoughData && fit.known ? (
              <Text fw={700}>{t('fit.notEnough')}</Text>
            ) : fit.fit === null ? (
              <NoData fw={700} />
            ) : (
              <Text fz={28} fw={800} lh={1}>
                {t('fit.fitValue', { value: toPercent(fit.fit) })}
              </Text>
            )}
          </Group>
          {fit.fit !== null ? (
            <Text size="xs" c="dimmed" mt={-8}>
              {t('fit.coverage', { value: toPercent(fit.coverage) })}
            </Text>
          ) : fit.known ? (
            <Text size="xs" c="dimmed" mt={-8}>
              {t('fit.notEnoughHint', { value: toPercent(fit.coverage), missing: fit.missing.map((m) => t(`fit.component.${m.component}`)).join(', ') })}
            </Text>
          ) : null}
          <FitComponents item={fit} countryLabel={country.name} />
          {fit.advice.length > 0 ? (
            <Stack gap={4}>
              <Text size="sm" fw={700}>
                {t('fit.recommendations')}
              </Text>
              <Stack component="ul" gap={2} m={0} pl="md">
                {fit.advice.map((a) => (
                  <Text component="li" size="sm" key={a.text}>
                    {explain(a.message, t, locale)}
                    <Text span display="block" size="xs" c="dimmed">
                      {t('fit.why', { trigger: explain(a.triggerMessage, t, locale) })}
                    </Text>
                  </Text>
                ))}
              </Stack>
            </Stack>
          ) : null}
        </Stack>
      )}
    </Section>
  );
}

function BackLink() {
  const { t } = useTranslation('market');
  return (
    <Button
      component={Link}
      to={paths.marketIntelligence}
      variant="default"
      leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
      mt="xs"
    >
      {t('country.back')}
    </Button>
  );
}

function UnknownCountry({ code }: { code: string }) {
  const { t } = useTranslation(['market', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('country.unknownTitle') }));
  return (
    <EmptyState
      order={1}
      icon={<IconMapPinOff size={28} />}
      title={t('country.unknownTitle')}
      description={t('country.unknown', { code })}
      action={<BackLink />}
    />
  );
}

function CountryView({ country: data }: { country: Country }) {
  const { t } = useTranslation(['market', 'common']);
  const locale = useLocale();
  // the country named in the interface language (the data's name is English)
  const country = { ...data, name: countryName(data.code, locale, data.name) };
  useDocumentTitle(t('common:pageTitle', { title: country.name }));
  return (
    <Stack gap="lg">
      <Breadcrumbs component="nav" aria-label={t('country.breadcrumb')} separatorMargin={6}>
        <Anchor component={Link} to={paths.marketIntelligence} size="sm">
          {t('title')}
        </Anchor>
        <Text size="sm" c="dimmed" aria-current="page">
          {country.name}
        </Text>
      </Breadcrumbs>
      <Group gap="sm" align="baseline">
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          {country.name}
        </Title>
        <Badge variant="light" color="gray" size="lg">
          {country.code}
        </Badge>
      </Group>
      {country.indicators ? <IndicatorsSection indicators={country.indicators} /> : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="lg">
            <ShortagesSection country={country} />
            <Section title={t('country.culture')} id="country-culture" hint={t('culture.intro')}>
              <CulturalContextFields context={country.culture} order={3} />
            </Section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="lg">
            <FitSection country={country} />
            <EarningsSection country={country} />
            <EmployersSection country={country} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function CountrySkeleton() {
  const { t } = useTranslation('common');
  return (
    <Stack gap="lg">
      <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
      <Skeleton h={14} w={200} />
      <Skeleton h={34} w="40%" />
      <Skeleton h={220} radius="md" />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Skeleton h={300} radius="md" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Skeleton h={300} radius="md" />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** A code the API refuses (not two letters) or does not know is a country without data. */
function isUnknown(error: unknown): boolean {
  return isNotFound(error) || (error instanceof ApiError && error.status === 400);
}

export function CountryPage() {
  const { t } = useTranslation('market');
  const { code = '' } = useParams();
  const query = useCountry(code);

  let content: ReactNode;
  if (query.isPending) content = <CountrySkeleton />;
  else if (query.isError && isUnknown(query.error)) content = <UnknownCountry code={code.toUpperCase()} />;
  else if (query.isError)
    content = (
      <Stack gap="lg">
        <Title order={1}>{code.toUpperCase()}</Title>
        <LoadError
          title={t('country.loadFailed')}
          message={query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Stack>
    );
  else if (!query.data.known) content = <UnknownCountry code={query.data.code} />;
  else content = <CountryView country={query.data} />;

  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
      {content}
    </Container>
  );
}
