import { Badge, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Company } from '@/contract/market';
import { EmptyState } from '@/web/components/empty-state';
import { LoadError } from '@/web/components/load-error';
import { useAdminCompanies } from '@/web/features/market-admin/api/get-companies';
import { CompanyForm } from '@/web/features/market-admin/components/company-form';
import { DeleteRecordModal } from '@/web/features/market-admin/components/delete-record-modal';
import type { DeleteTarget } from '@/web/features/market-admin/components/delete-record-modal';
import { EditorModal, useEditor } from '@/web/features/market-admin/components/record-form';
import { Pages, RecordsView, RowActions } from '@/web/features/market-admin/components/records-view';
import type { Column } from '@/web/features/market-admin/components/records-view';
import { ListSkeleton, ListToolbar } from '@/web/features/market-admin/components/tab-states';
import { pageCount } from '@/web/features/market-admin/lib/paging';
import { useDateFormat } from '@/web/lib/format-date';

const PAGE_SIZE = 20;

/** Company profiles by name, searched and paged on the server. */
export function CompaniesTab() {
  const { t } = useTranslation('marketAdmin');
  const dates = useDateFormat();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const editor = useEditor<Company>();
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const query = useAdminCompanies(debounced, PAGE_SIZE, (page - 1) * PAGE_SIZE);
  const total = query.data?.total ?? 0;
  const pages = pageCount(total, PAGE_SIZE);

  // after a delete the last page can empty out: show the new last page
  useEffect(() => {
    if (page > pages && !query.isPlaceholderData) setPage(pages);
  }, [page, pages, query.isPlaceholderData]);

  const columns: Column<Company>[] = [
    {
      key: 'name',
      header: t('fields.companies.name'),
      cell: (c) => (
        <>
          <Text span fw={600} inherit>
            {c.name}
          </Text>
          <Text size="xs" c="dimmed">
            {c.european_id}
          </Text>
        </>
      ),
    },
    { key: 'industry', header: t('fields.companies.industry'), cell: (c) => c.industry },
    { key: 'location', header: t('fields.companies.location'), cell: (c) => c.location },
    {
      key: 'cross_border',
      header: t('fields.companies.cross_border'),
      nowrap: true,
      cell: (c) => (
        <Badge variant="light" color={c.cross_border ? 'teal' : 'gray'} tt="none">
          {c.cross_border ? t('values.yes') : t('values.no')}
        </Badge>
      ),
    },
    { key: 'updated', header: t('table.updated'), nowrap: true, cell: (c) => (c.updated_at ? dates.date(c.updated_at) : '') },
  ];

  return (
    <Stack gap="md">
      <ListToolbar
        search={{
          label: t('companies.search'),
          placeholder: t('companies.searchPlaceholder'),
          value: search,
          onChange: (value) => {
            setSearch(value);
            setPage(1);
          },
        }}
        count={query.data ? t('companies.count', { count: total }) : null}
        newLabel={t('companies.new')}
        onNew={() => editor.open(null)}
      />
      {query.isPending ? (
        <ListSkeleton />
      ) : query.isError ? (
        <LoadError title={t('companies.loadFailed')} message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data.companies.length === 0 ? (
        debounced ? (
          <Text size="sm" c="dimmed">
            {t('companies.noMatch', { search: debounced })}
          </Text>
        ) : (
          <EmptyState
            order={3}
            icon={<IconBuildingSkyscraper size={26} />}
            title={t('companies.emptyTitle')}
            description={t('companies.emptyText')}
          />
        )
      ) : (
        <>
          <RecordsView
            label={t('companies.listLabel')}
            rows={query.data.companies}
            columns={columns}
            busy={query.isPlaceholderData}
            actions={(c) => <RowActions name={c.name} onEdit={() => editor.open(c)} onDelete={() => setDeleting({ id: c.id, name: c.name })} />}
          />
          <Pages total={pages} value={page} onChange={setPage} label={t('companies.pagination')} />
        </>
      )}
      <EditorModal opened={editor.opened} onClose={editor.close} title={editor.record ? t('companies.editTitle') : t('companies.newTitle')}>
        <CompanyForm key={editor.seq} company={editor.record} onClose={editor.close} />
      </EditorModal>
      <DeleteRecordModal kind="companies" target={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
