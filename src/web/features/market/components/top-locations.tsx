import { Anchor, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CountrySummary, FigureDto } from '@/contract/market';
import { paths } from '@/web/app/paths';
import { FigureSources, NoData } from '@/web/features/market/components/sources';
import { formatEuro, formatPercentValue } from '@/web/features/market/lib/format';
import { useLocale } from '@/web/lib/use-locale';

function FigureCell({ figure, format }: { figure: FigureDto | null; format: (value: number) => string }) {
  return (
    <Table.Td style={{ whiteSpace: 'nowrap' }}>
      {figure ? (
        <span title={`${figure.source}, ${figure.period}`}>
          {format(figure.value)}{' '}
          <Text span size="xs" c="dimmed">
            ({figure.period})
          </Text>
        </span>
      ) : (
        <NoData size="sm" />
      )}
    </Table.Td>
  );
}

/** Countries ranked by job vacancy rate (the server's order), each figure with its period; 'no data' where missing. */
export function TopLocations({ locations }: { locations: readonly CountrySummary[] }) {
  const { t } = useTranslation('market');
  const locale = useLocale();
  const percent = (value: number) => formatPercentValue(value, locale);
  const euro = (value: number) => formatEuro(value, locale);
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={720} type="native">
        <Table striped highlightOnHover verticalSpacing="xs" fz="sm">
          <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>{t('locations.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('locations.rank')}</Table.Th>
              <Table.Th scope="col">{t('locations.country')}</Table.Th>
              <Table.Th scope="col">{t('locations.vacancy')}</Table.Th>
              <Table.Th scope="col">{t('locations.unemployment')}</Table.Th>
              <Table.Th scope="col">{t('locations.employment')}</Table.Th>
              <Table.Th scope="col">{t('locations.minimumWage')}</Table.Th>
              <Table.Th scope="col">{t('locations.shortages')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {locations.map((c, index) => (
              <Table.Tr key={c.code}>
                <Table.Td>{index + 1}</Table.Td>
                <Table.Th scope="row" fw={600}>
                  <Anchor
                    component={Link}
                    to={paths.marketCountry(c.code)}
                    inherit
                    aria-label={t('locations.details', { country: c.name })}
                  >
                    {c.name}
                  </Anchor>
                </Table.Th>
                <FigureCell figure={c.job_vacancy_rate} format={percent} />
                <FigureCell figure={c.unemployment_rate} format={percent} />
                <FigureCell figure={c.employment_rate} format={percent} />
                <FigureCell figure={c.minimum_wage} format={euro} />
                {/* a country with a list has at least one row: 0 means there is no list in the data */}
                <Table.Td>{c.shortage_occupations > 0 ? c.shortage_occupations : <NoData size="sm" />}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="sm" fw={600}>
        {t('locations.sources')}
      </Text>
      <FigureSources figures={locations.flatMap((c) => [c.job_vacancy_rate, c.unemployment_rate, c.employment_rate, c.minimum_wage])} />
    </Stack>
  );
}
