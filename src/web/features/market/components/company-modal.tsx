import { Anchor, Badge, Group, Modal, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Company } from '@/contract/market';
import { LoadError } from '@/web/components/load-error';
import { useCompany } from '@/web/features/market/api/get-company';
import { NoData, SourceLine, safeHref } from '@/web/features/market/components/sources';
import { isNotFound } from '@/web/features/market/lib/errors';
import { formatNumber } from '@/web/features/market/lib/format';
import { useLocale } from '@/web/lib/use-locale';
import { useDateFormat } from '@/web/lib/format-date';

type Field = keyof Company;

function Row({ field, company, children, wide = false }: { field: Field; company: Company; children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation('market');
  const derived = company.derived[field];
  // an empty field is left out, not listed as "no data" (issue 20)
  if (children === null || children === undefined) return null;
  return (
    <div style={wide ? { gridColumn: '1 / -1' } : undefined}>
      <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
        {t(`companies.fields.${field as 'industry'}`)}
      </Text>
      <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
        {derived ? (
          <Text component="span" display="block" size="xs" c="dimmed" fs="italic">
            {t('derived', { note: derived })}
          </Text>
        ) : null}
      </Text>
    </div>
  );
}

function text(value: string | null): ReactNode {
  return value ? value : null;
}

function list(values: readonly string[]): ReactNode {
  return values.length > 0 ? values.join(', ') : null;
}

function CompanyDetails({ company }: { company: Company }) {
  const { t } = useTranslation('market');
  const locale = useLocale();
  const dates = useDateFormat();
  const website = company.website ? safeHref(/^https?:/i.test(company.website) ? company.website : `https://${company.website}`) : null;
  return (
    <Stack gap="md">
      <Group gap="xs">
        {company.regions.map((r) => (
          <Badge key={r} variant="light" tt="none">
            {r}
          </Badge>
        ))}
      </Group>
      <SimpleGrid component="dl" m={0} cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
        <Row field="industry" company={company}>
          {text(company.industry)}
        </Row>
        <Row field="location" company={company}>
          {text(company.location)}
        </Row>
        <Row field="regions" company={company}>
          {list(company.regions)}
        </Row>
        <Row field="languages" company={company}>
          {list(company.languages)}
        </Row>
        <Row field="transformation_focus" company={company} wide>
          {list(company.transformation_focus)}
        </Row>
        <Row field="employees" company={company}>
          {company.employees ? (
            <>
              {formatNumber(company.employees.value, locale, 0)}
              <SourceLine source={company.employees.source} period={company.employees.period} />
            </>
          ) : (
            <NoData size="sm" />
          )}
        </Row>
        <Row field="website" company={company}>
          {website ? (
            <Anchor href={website} target="_blank" rel="noopener noreferrer" inherit>
              {company.website}
            </Anchor>
          ) : (
            <NoData size="sm" />
          )}
        </Row>
        <Row field="cross_border" company={company}>
          {company.cross_border ? t('companies.yes') : t('companies.no')}
        </Row>
        <Row field="remote_policy" company={company}>
          {text(company.remote_policy)}
        </Row>
        <Row field="executive_summary" company={company} wide>
          {text(company.executive_summary)}
        </Row>
        <Row field="cultural_values" company={company} wide>
          {text(company.cultural_values)}
        </Row>
        <Row field="regulatory_context" company={company} wide>
          {text(company.regulatory_context)}
        </Row>
        <Row field="reputation_highlights" company={company} wide>
          {text(company.reputation_highlights)}
        </Row>
        <Row field="trend_insights" company={company} wide>
          {text(company.trend_insights)}
        </Row>
        <Row field="opportunities_forecast" company={company} wide>
          {text(company.opportunities_forecast)}
        </Row>
        <Row field="updated_at" company={company}>
          {dates.date(company.updated_at)}
        </Row>
      </SimpleGrid>
      {company.source ? <SourceLine source={company.source} /> : null}
    </Stack>
  );
}

function ModalBody({ companyKey }: { companyKey: string }) {
  const { t } = useTranslation('market');
  const query = useCompany(companyKey);
  if (query.isPending) return <Skeleton h={240} radius="md" />;
  if (query.isError && isNotFound(query.error)) return <Text c="dimmed">{t('companies.notFound')}</Text>;
  if (query.isError)
    return (
      <LoadError
        title={t('companies.detailLoadFailed')}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  return <CompanyDetails company={query.data} />;
}

/** A company's profile, fetched by id when opened. `title` is known from the list it was opened from. */
export function CompanyModal({ company, onClose }: { company: { id: string; name: string } | null; onClose: () => void }) {
  const { t } = useTranslation('market');
  return (
    <Modal
      opened={company !== null}
      onClose={onClose}
      title={company?.name}
      size="lg"
      closeButtonProps={{ 'aria-label': t('companies.close') }}
      fullScreen={false}
    >
      {company ? <ModalBody companyKey={company.id} /> : null}
    </Modal>
  );
}
