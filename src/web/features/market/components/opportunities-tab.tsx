import { Badge, Button, Card, Group, List, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyModal } from '@/web/features/market/components/company-modal';
import { CrossBorderComparison } from '@/web/features/market/components/cross-border-comparison';
import { RELEVANT_LIST_DEFAULT } from '@/web/features/market/lib/constants';
import { toPercent } from '@/web/features/market/lib/format';
import type { Overview } from '@/web/features/market/types';

function RelevantCompanies({ items }: { items: Overview['relevant_companies'] }) {
  const { t } = useTranslation('market');
  const [all, setAll] = useState(false);
  const [open, setOpen] = useState<{ id: string; name: string } | null>(null);
  const shown = all ? items : items.slice(0, RELEVANT_LIST_DEFAULT);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="market-relevant-title">
      <Title order={3} size="h4" id="market-relevant-title">
        {t('opportunities.companies')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('opportunities.companiesHint')}
      </Text>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('opportunities.noCompanies')}
        </Text>
      ) : (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {shown.map(({ company, score, reasons }) => (
              <Card component="li" key={company.id} padding="md">
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <UnstyledButton onClick={() => setOpen(company)} aria-label={t('companies.open', { name: company.name })}>
                    <Text fw={600} c="var(--mantine-color-anchor)" td="underline" style={{ overflowWrap: 'anywhere' }}>
                      {company.name}
                    </Text>
                  </UnstyledButton>
                  <Badge variant="light" color="teal" tt="none" style={{ flexShrink: 0 }}>
                    {t('opportunities.score', { value: toPercent(score) })}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed" mb={4}>
                  {[company.industry, company.location].filter(Boolean).join(' · ')}
                </Text>
                <List size="xs" spacing={0}>
                  {reasons.map((r) => (
                    <List.Item key={r}>{r}</List.Item>
                  ))}
                </List>
              </Card>
            ))}
          </SimpleGrid>
          {items.length > RELEVANT_LIST_DEFAULT ? (
            <Button variant="subtle" onClick={() => setAll((v) => !v)} style={{ alignSelf: 'flex-start' }}>
              {all ? t('opportunities.showFewer') : t('opportunities.showAll', { count: items.length })}
            </Button>
          ) : null}
        </Stack>
      )}
      <CompanyModal company={open} onClose={() => setOpen(null)} />
    </Paper>
  );
}

function TrendOpportunities({ items }: { items: Overview['opportunities'] }) {
  const { t } = useTranslation('market');
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="market-trend-opps-title">
      <Title order={3} size="h4" id="market-trend-opps-title">
        {t('opportunities.trendOpportunities')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('opportunities.trendOpportunitiesHint')}
      </Text>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('opportunities.noTrendOpportunities')}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((o) => (
            <Stack component="li" key={o.id} gap={2}>
              <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
                <Text size="sm" fw={600}>
                  {t('opportunities.skillMatch', { skill: o.skill, personSkill: o.personSkill })}
                </Text>
                <Badge variant="light" tt="none" style={{ flexShrink: 0 }}>
                  {o.trend.region}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                {o.explanation}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** Opportunities: relevant companies, opportunities from trends, and the cross-border comparison. */
export function OpportunitiesTab({
  overview,
  extraCountries,
  onExtraCountriesChange,
}: {
  overview: Overview;
  extraCountries: readonly string[];
  onExtraCountriesChange: (countries: string[]) => void;
}) {
  return (
    <Stack gap="xl">
      <CrossBorderComparison
        items={overview.comparison}
        locations={overview.top_locations}
        extra={extraCountries}
        onExtraChange={onExtraCountriesChange}
      />
      <RelevantCompanies items={overview.relevant_companies} />
      <TrendOpportunities items={overview.opportunities} />
    </Stack>
  );
}
