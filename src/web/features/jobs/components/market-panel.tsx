import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/web/app/paths';
import type { MarketContext } from '@/web/features/jobs/api/jobs-api';

/** The ad's employer in the company directory and its country's market figures, when the data has them. */
export function MarketPanel({ market }: { market: MarketContext | null | undefined }) {
  const { t, i18n } = useTranslation('jobs');
  const company = market?.company ?? null;
  const country = market?.country ?? null;
  // the country's name in the reader's language (the market data name it in English)
  let countryName = country?.name ?? '';
  try {
    if (country) countryName = new Intl.DisplayNames([i18n.resolvedLanguage ?? 'en'], { type: 'region' }).of(country.code) ?? country.name;
  } catch {
    // an unknown code: the data's own name
  }
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="market-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="market-title">
          {t('market.title')}
        </Title>
        {!company && !country ? (
          <Text size="sm" c="dimmed">
            {t('market.none')}
          </Text>
        ) : null}
        {company ? (
          <Anchor component={Link} to={paths.marketIntelligence} size="sm">
            {t('market.company', { name: company.name })}
          </Anchor>
        ) : null}
        {country ? (
          <Anchor component={Link} to={paths.marketCountry(country.code)} size="sm">
            {t('market.country', { name: countryName })}
          </Anchor>
        ) : null}
      </Stack>
    </Paper>
  );
}
