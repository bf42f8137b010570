import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Signal } from '@/contract/market';
import { EmptyState } from '@/web/components/empty-state';
import { LoadError } from '@/web/components/load-error';
import { SIGNALS_SHOWN, useAdminSignals } from '@/web/features/market-admin/api/get-signals';
import { DeleteRecordModal } from '@/web/features/market-admin/components/delete-record-modal';
import type { DeleteTarget } from '@/web/features/market-admin/components/delete-record-modal';
import { EditorModal, useEditor } from '@/web/features/market-admin/components/record-form';
import { Pages, RecordsView, RowActions } from '@/web/features/market-admin/components/records-view';
import type { Column } from '@/web/features/market-admin/components/records-view';
import { SignalForm } from '@/web/features/market-admin/components/signal-form';
import { ListSkeleton, ListToolbar } from '@/web/features/market-admin/components/tab-states';
import { safeHref, shorten } from '@/web/features/market-admin/lib/format';
import { pageCount, pageOf } from '@/web/features/market-admin/lib/paging';
import { useDateFormat } from '@/web/lib/format-date';

const PAGE_SIZE = 20;

function SignalLink({ link }: { link: string | null }) {
  const { t } = useTranslation('marketAdmin');
  const href = safeHref(link);
  if (!href) return <Text span size="sm" c="dimmed">{t('values.none')}</Text>;
  let host = href;
  try {
    host = new URL(href).hostname;
  } catch {
    // safeHref parsed it already
  }
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm">
      {host}
    </Anchor>
  );
}

/** Opportunity signals, newest first (the API lists the newest 500), paged here. */
export function SignalsTab() {
  const { t } = useTranslation('marketAdmin');
  const dates = useDateFormat();
  const [page, setPage] = useState(1);
  const editor = useEditor<Signal>();
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const query = useAdminSignals();
  const signals = query.data?.signals ?? [];
  const shown = pageOf(signals, page, PAGE_SIZE);

  const columns: Column<Signal>[] = [
    { key: 'message', header: t('fields.signals.message'), cell: (s) => s.message },
    {
      key: 'type',
      header: t('fields.signals.type'),
      nowrap: true,
      cell: (s) => (
        <Badge variant="light" color="gray" tt="none">
          {s.type}
        </Badge>
      ),
    },
    { key: 'region', header: t('fields.signals.region'), cell: (s) => s.region },
    { key: 'link', header: t('fields.signals.link'), cell: (s) => <SignalLink link={s.link} /> },
    { key: 'created', header: t('table.created'), nowrap: true, cell: (s) => (s.created_at ? dates.dateTime(s.created_at) : '') },
  ];

  const count = signals.length >= SIGNALS_SHOWN ? t('signals.countNewest', { count: signals.length }) : t('signals.count', { count: signals.length });

  return (
    <Stack gap="md">
      <ListToolbar count={query.data ? count : null} newLabel={t('signals.new')} onNew={() => editor.open(null)} />
      {query.isPending ? (
        <ListSkeleton />
      ) : query.isError ? (
        <LoadError title={t('signals.loadFailed')} message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : signals.length === 0 ? (
        <EmptyState order={3} icon={<IconBellRinging size={26} />} title={t('signals.emptyTitle')} description={t('signals.emptyText')} />
      ) : (
        <>
          <RecordsView
            label={t('signals.listLabel')}
            rows={shown.rows}
            columns={columns}
            actions={(s) => (
              <RowActions
                name={shorten(s.message)}
                onEdit={() => editor.open(s)}
                onDelete={() => setDeleting({ id: s.id, name: shorten(s.message) })}
              />
            )}
          />
          <Pages total={pageCount(signals.length, PAGE_SIZE)} value={shown.page} onChange={setPage} label={t('signals.pagination')} />
        </>
      )}
      <EditorModal opened={editor.opened} onClose={editor.close} title={editor.record ? t('signals.editTitle') : t('signals.newTitle')}>
        <SignalForm key={editor.seq} signal={editor.record} onClose={editor.close} />
      </EditorModal>
      <DeleteRecordModal kind="signals" target={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
