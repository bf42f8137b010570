import {
  Badge,
  Box,
  Card,
  Group,
  Pagination,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/web/components/load-error';
import { useCompanies } from '@/web/features/market/api/get-companies';
import { CompanyModal } from '@/web/features/market/components/company-modal';

const PAGE_SIZE = 12;

/** Every company ordered by name, searched on the server; a company's profile opens in a dialog. */
export function CompanyDirectory() {
  const { t } = useTranslation('market');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<{ id: string; name: string } | null>(null);
  const query = useCompanies(debounced, PAGE_SIZE, (page - 1) * PAGE_SIZE);
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / PAGE_SIZE)) : 1;

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="market-companies-title">
      <Title order={2} size="h3" id="market-companies-title">
        {t('companies.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('companies.intro')}
      </Text>
      <Group justify="space-between" align="flex-end" gap="sm" mb="md">
        <TextInput
          type="search"
          label={t('companies.search')}
          placeholder={t('companies.searchPlaceholder')}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          w={{ base: '100%', xs: 360 }}
        />
        {query.data ? (
          <Text size="sm" c="dimmed" role="status" aria-live="polite">
            {t('companies.total', { count: query.data.total })}
          </Text>
        ) : null}
      </Group>
      {query.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" aria-hidden="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} h={86} radius="md" />
          ))}
        </SimpleGrid>
      ) : query.isError ? (
        <LoadError
          title={t('companies.loadFailed')}
          message={query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.companies.length === 0 ? (
        <Text size="sm" c="dimmed">
          {debounced ? t('companies.noMatch', { search: debounced }) : t('companies.none')}
        </Text>
      ) : (
        <Stack gap="md">
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="sm"
            component="ul"
            m={0}
            p={0}
            style={{ listStyle: 'none', opacity: query.isPlaceholderData ? 0.6 : 1 }}
            aria-label={t('companies.listLabel')}
            aria-busy={query.isPlaceholderData}
          >
            {query.data.companies.map((company) => (
              <Card component="li" key={company.id} padding="md">
                <UnstyledButton onClick={() => setOpen(company)} aria-label={t('companies.open', { name: company.name })}>
                  <Text fw={600} c="var(--mantine-color-anchor)" td="underline" style={{ overflowWrap: 'anywhere' }}>
                    {company.name}
                  </Text>
                </UnstyledButton>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {[company.industry, company.location].filter(Boolean).join(' · ')}
                </Text>
                {company.transformation_focus.length > 0 ? (
                  <Group gap={4} mt={6}>
                    {company.transformation_focus.slice(0, 3).map((f) => (
                      <Badge key={f} size="xs" variant="light" color="gray" tt="none">
                        {f}
                      </Badge>
                    ))}
                  </Group>
                ) : null}
              </Card>
            ))}
          </SimpleGrid>
          {pages > 1 ? (
            <Box component="nav" aria-label={t('companies.pagination')}>
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                size="sm"
                siblings={1}
                boundaries={1}
                getControlProps={(control) => ({ 'aria-label': t(`companies.page.${control}`) })}
              />
            </Box>
          ) : null}
        </Stack>
      )}
      <CompanyModal company={open} onClose={() => setOpen(null)} />
    </Paper>
  );
}
