import { Badge, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconTrendingUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Trend } from '@/contract/market';
import { EmptyState } from '@/web/components/empty-state';
import { LoadError } from '@/web/components/load-error';
import { useAdminTrends } from '@/web/features/market-admin/api/get-trends';
import { DeleteRecordModal } from '@/web/features/market-admin/components/delete-record-modal';
import type { DeleteTarget } from '@/web/features/market-admin/components/delete-record-modal';
import { EditorModal, useEditor } from '@/web/features/market-admin/components/record-form';
import { Pages, RecordsView, RowActions } from '@/web/features/market-admin/components/records-view';
import type { Column } from '@/web/features/market-admin/components/records-view';
import { ListSkeleton, ListToolbar } from '@/web/features/market-admin/components/tab-states';
import { TrendForm } from '@/web/features/market-admin/components/trend-form';
import { formatPercent, trendName } from '@/web/features/market-admin/lib/format';
import { pageCount, pageOf } from '@/web/features/market-admin/lib/paging';
import { useLocale } from '@/web/lib/use-locale';
import { useDateFormat } from '@/web/lib/format-date';

const PAGE_SIZE = 20;
const SKILLS_SHOWN = 3;

function Skills({ skills }: { skills: readonly string[] }) {
  const { t } = useTranslation('marketAdmin');
  if (skills.length === 0) return <Text span size="sm" c="dimmed">{t('values.none')}</Text>;
  return (
    <Group gap={4}>
      {skills.slice(0, SKILLS_SHOWN).map((skill) => (
        <Badge key={skill} size="sm" variant="light" color="gray" tt="none" maw="100%">
          {skill}
        </Badge>
      ))}
      {skills.length > SKILLS_SHOWN ? (
        <Text span size="xs" c="dimmed">
          {t('values.more', { count: skills.length - SKILLS_SHOWN })}
        </Text>
      ) : null}
    </Group>
  );
}

/** Market trends, last updated first, filtered by industry on the server and paged here. */
export function TrendsTab() {
  const { t } = useTranslation('marketAdmin');
  const locale = useLocale();
  const dates = useDateFormat();
  const [industry, setIndustry] = useState('');
  const [debounced] = useDebouncedValue(industry.trim(), 300);
  const [page, setPage] = useState(1);
  const editor = useEditor<Trend>();
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const query = useAdminTrends(debounced);
  const trends = query.data?.trends ?? [];
  const shown = pageOf(trends, page, PAGE_SIZE);

  const columns: Column<Trend>[] = [
    { key: 'industry', header: t('fields.trends.industry'), cell: (x) => x.industry },
    { key: 'region', header: t('fields.trends.region'), cell: (x) => x.region },
    {
      key: 'growth_rate',
      header: t('fields.trends.growth_rate'),
      nowrap: true,
      cell: (x) =>
        x.growth_rate === null ? (
          <Text span size="sm" c="dimmed" fs="italic">
            {t('values.noData')}
          </Text>
        ) : (
          formatPercent(x.growth_rate, locale)
        ),
    },
    { key: 'emerging', header: t('fields.trends.emerging_skills'), cell: (x) => <Skills skills={x.emerging_skills} /> },
    { key: 'updated', header: t('table.lastUpdated'), nowrap: true, cell: (x) => (x.last_updated ? dates.date(x.last_updated) : '') },
  ];

  return (
    <Stack gap="md">
      <ListToolbar
        search={{
          label: t('trends.search'),
          placeholder: t('trends.searchPlaceholder'),
          value: industry,
          onChange: (value) => {
            setIndustry(value);
            setPage(1);
          },
        }}
        count={query.data ? t('trends.count', { count: trends.length }) : null}
        newLabel={t('trends.new')}
        onNew={() => editor.open(null)}
      />
      {query.isPending ? (
        <ListSkeleton />
      ) : query.isError ? (
        <LoadError title={t('trends.loadFailed')} message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : trends.length === 0 ? (
        debounced ? (
          <Text size="sm" c="dimmed">
            {t('trends.noMatch', { search: debounced })}
          </Text>
        ) : (
          <EmptyState order={3} icon={<IconTrendingUp size={26} />} title={t('trends.emptyTitle')} description={t('trends.emptyText')} />
        )
      ) : (
        <>
          <RecordsView
            label={t('trends.listLabel')}
            rows={shown.rows}
            columns={columns}
            busy={query.isPlaceholderData}
            actions={(x) => (
              <RowActions name={trendName(x)} onEdit={() => editor.open(x)} onDelete={() => setDeleting({ id: x.id, name: trendName(x) })} />
            )}
          />
          <Pages total={pageCount(trends.length, PAGE_SIZE)} value={shown.page} onChange={setPage} label={t('trends.pagination')} />
        </>
      )}
      <EditorModal opened={editor.opened} onClose={editor.close} title={editor.record ? t('trends.editTitle') : t('trends.newTitle')}>
        <TrendForm key={editor.seq} trend={editor.record} onClose={editor.close} />
      </EditorModal>
      <DeleteRecordModal kind="trends" target={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
