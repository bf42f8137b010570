import { Alert, Button, Container, Group, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileUpload, IconInfoCircle, IconPlus, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Perspective } from '@/contract/perspectives';
import { paths } from '@/web/app/paths';
import { EmptyState } from '@/web/components/empty-state';
import { LoadError } from '@/web/components/load-error';
import { PageLoader } from '@/web/components/page-loader';
import { useDownloadPdf } from '@/web/features/perspectives/api/download-pdf';
import { usePerspectives } from '@/web/features/perspectives/api/get-perspectives';
import { DeletePerspectiveModal } from '@/web/features/perspectives/components/delete-perspective-modal';
import { PerspectiveCard } from '@/web/features/perspectives/components/perspective-card';
import { PerspectiveFormModal } from '@/web/features/perspectives/components/perspective-form-modal';
import { PreviewModal } from '@/web/features/perspectives/components/preview-modal';
import { displayName } from '@/web/features/perspectives/lib/perspective-display';
import { useBuiltInLabels } from '@/web/features/perspectives/lib/use-built-in-labels';
import { useDocumentTitle } from '@/web/lib/use-document-title';

const TABS = ['all', 'default', 'custom'] as const;
type Tab = (typeof TABS)[number];

/** The tab lives in the address, so a reload or a shared link opens the same one. */
function useTab(): [Tab, (tab: Tab) => void] {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('tab');
  const tab = (TABS as readonly string[]).includes(raw ?? '') ? (raw as Tab) : 'all';
  return [tab, (next) => setSearch(next === 'all' ? {} : { tab: next }, { replace: true, preventScrollReset: true })];
}

function useExport() {
  const { t } = useTranslation('perspectives');
  const labels = useBuiltInLabels();
  const download = useDownloadPdf();
  function run(p: Perspective) {
    notifications.clean();
    download.mutate(
      { id: p.id, name: displayName(p, labels) },
      { onError: () => notifications.show({ color: 'red', message: t('toasts.pdfFailed') }) },
    );
  }
  return { run, busyId: download.isPending ? download.variables.id : undefined };
}

export function PerspectivesPage() {
  const { t } = useTranslation(['perspectives', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('title') }));
  const labels = useBuiltInLabels();
  const query = usePerspectives();
  const [tab, setTab] = useTab();
  const exporter = useExport();
  const [formState, setFormState] = useState<{ opened: boolean; perspective: Perspective | null }>({ opened: false, perspective: null });
  const [previewing, setPreviewing] = useState<Perspective | null>(null);
  const [toDelete, setToDelete] = useState<Perspective | null>(null);

  const openCreate = () => setFormState({ opened: true, perspective: null });
  const createButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={openCreate}>
      {t('actions.create')}
    </Button>
  );

  const all = query.data?.perspectives ?? [];
  const shown = all.filter((p) => tab === 'all' || (tab === 'default' ? p.is_default : !p.is_default));
  const noData = all.length > 0 && all.every((p) => p.confidence_score === 0);

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={4} style={{ flex: '1 1 320px' }}>
            <Title order={1}>{t('title')}</Title>
            <Text c="dimmed">{t('intro')}</Text>
          </Stack>
          {createButton}
        </Group>

        {query.isPending ? (
          <PageLoader label={t('loading')} minHeight={320} />
        ) : query.isError ? (
          <LoadError title={t('loadFailed')} message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : (
          <>
            {noData ? (
              <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden="true" />}>
                <Group justify="space-between" gap="sm">
                  <Text size="sm">{t('noDataHint')}</Text>
                  <Button component={Link} to={paths.cvUpload} size="xs" variant="default" leftSection={<IconFileUpload size={14} aria-hidden="true" />}>
                    {t('uploadCv')}
                  </Button>
                </Group>
              </Alert>
            ) : null}
            <Tabs value={tab} onChange={(value) => setTab((value as Tab | null) ?? 'all')} keepMounted={false}>
              <Tabs.List aria-label={t('tabs.label')}>
                {TABS.map((key) => (
                  <Tabs.Tab key={key} value={key}>
                    {t(`tabs.${key}`)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {TABS.map((key) => (
                <Tabs.Panel key={key} value={key} pt="lg">
                  {shown.length === 0 ? (
                    <EmptyState
                      icon={<IconSparkles size={28} />}
                      title={t('emptyCustom')}
                      description={t('emptyCustomHint')}
                      action={<Group mt="xs">{createButton}</Group>}
                    />
                  ) : (
                    <SimpleGrid
                      component="ul"
                      cols={{ base: 1, md: 2 }}
                      spacing="lg"
                      m={0}
                      p={0}
                      style={{ listStyle: 'none' }}
                      aria-label={t('listLabel')}
                    >
                      {shown.map((p) => (
                        <li key={p.id}>
                          <PerspectiveCard
                            perspective={p}
                            visibility={query.data.profile_visibility}
                            exporting={exporter.busyId === p.id}
                            onPreview={setPreviewing}
                            onEdit={(edit) => setFormState({ opened: true, perspective: edit })}
                            onExport={exporter.run}
                            onDelete={setToDelete}
                          />
                        </li>
                      ))}
                    </SimpleGrid>
                  )}
                </Tabs.Panel>
              ))}
            </Tabs>
          </>
        )}
      </Stack>
      <PerspectiveFormModal
        opened={formState.opened}
        perspective={formState.perspective}
        onClose={() => setFormState((s) => ({ ...s, opened: false }))}
      />
      <PreviewModal
        perspective={previewing}
        name={previewing ? displayName(previewing, labels) : ''}
        onClose={() => setPreviewing(null)}
        onExport={exporter.run}
        exporting={previewing !== null && exporter.busyId === previewing.id}
      />
      <DeletePerspectiveModal perspective={toDelete} onClose={() => setToDelete(null)} />
    </Container>
  );
}
