import { ActionIcon, Button, Group, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import { showToast } from '@/web/features/brand/lib/toast';
import { IconEdit, IconPalette, IconPlus, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandProfile } from '@/contract/brand';
import { ConfirmDeleteModal } from '@/web/components/confirm-delete-modal';
import { EmptyState } from '@/web/components/empty-state';
import { LoadError } from '@/web/components/load-error';
import { PageLoader } from '@/web/components/page-loader';
import { useDeleteProfile, useSyncProfile } from '@/web/features/brand/api/brand-mutations';
import { useOperations, useProfiles } from '@/web/features/brand/api/brand-queries';
import { ProfileFormModal } from '@/web/features/brand/components/profile-form-modal';
import { ServicesPanel } from '@/web/features/brand/components/services-panel';
import { StatusBadge } from '@/web/features/brand/components/status-badge';
import { isActive } from '@/web/features/brand/lib/sync-badge';
import { useDateFormat } from '@/web/lib/format-date';

/** Brand Profiles tab: the list with create, edit, delete and sync, then the branding services. */
export function ProfilesTab() {
  const { t } = useTranslation('brand');
  const profiles = useProfiles();
  const operations = useOperations();
  const sync = useSyncProfile();
  const remove = useDeleteProfile();
  const { dateTime } = useDateFormat();
  const [editing, setEditing] = useState<BrandProfile | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<BrandProfile | null>(null);

  const openForm = (profile: BrandProfile | null) => {
    setEditing(profile);
    setFormOpen(true);
  };
  const syncing = new Set((operations.data?.operations ?? []).filter((o) => isActive(o.status) && o.brandId).map((o) => o.brandId));

  const newButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => openForm(null)}>
      {t('profiles.new')}
    </Button>
  );

  let list;
  if (profiles.error && !profiles.data) {
    list = <LoadError title={t('profiles.loadFailed')} message={profiles.error.message} onRetry={() => void profiles.refetch()} retrying={profiles.isFetching} />;
  } else if (!profiles.data) {
    list = <PageLoader label={t('profiles.loading')} minHeight={160} />;
  } else if (!profiles.data.profiles.length) {
    list = <EmptyState icon={<IconPalette size={28} />} title={t('profiles.emptyTitle')} description={t('profiles.emptyText')} action={newButton} order={3} />;
  } else {
    list = (
      <Stack gap="sm">
        <Group justify="flex-end">{newButton}</Group>
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" aria-label={t('profiles.listLabel')} striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('profiles.name')}</Table.Th>
                  <Table.Th scope="col">{t('profiles.theme')}</Table.Th>
                  <Table.Th scope="col">{t('profiles.status')}</Table.Th>
                  <Table.Th scope="col">{t('profiles.version')}</Table.Th>
                  <Table.Th scope="col">{t('profiles.lastSync')}</Table.Th>
                  <Table.Th scope="col">{t('profiles.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {profiles.data.profiles.map((p) => (
                  <Table.Tr key={p.id} data-testid="brand-row">
                    <Table.Th scope="row" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {p.name}
                    </Table.Th>
                    <Table.Td>
                      <Text size="sm" ff="monospace">
                        {p.culturalTheme}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge status={p.status} />
                    </Table.Td>
                    <Table.Td>{p.version}</Table.Td>
                    <Table.Td>{p.lastSync ? dateTime(p.lastSync) : t('profiles.never')}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          leftSection={<IconRefresh size={14} aria-hidden="true" />}
                          aria-label={t('profiles.syncBrand', { name: p.name })}
                          loading={syncing.has(p.id) || (sync.isPending && sync.variables === p.id)}
                          onClick={() =>
                            sync.mutate(p.id, {
                              onSuccess: () => showToast({ color: 'blue', message: t('profiles.syncQueued', { name: p.name }) }),
                              onError: (error) => showToast({ color: 'red', message: error.message }),
                            })
                          }
                        >
                          {t('profiles.sync')}
                        </Button>
                        <Tooltip label={t('profiles.edit')}>
                          <ActionIcon variant="subtle" aria-label={t('profiles.editBrand', { name: p.name })} onClick={() => openForm(p)}>
                            <IconEdit size={18} aria-hidden="true" />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label={t('profiles.delete')}>
                          <ActionIcon variant="subtle" color="red" aria-label={t('profiles.deleteBrand', { name: p.name })} onClick={() => setDeleting(p)}>
                            <IconTrash size={18} aria-hidden="true" />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      </Stack>
    );
  }

  return (
    <Stack gap="xl">
      {list}
      <ServicesPanel profiles={profiles.data?.profiles ?? []} />
      <ProfileFormModal opened={formOpen} profile={editing} onClose={() => setFormOpen(false)} />
      <ConfirmDeleteModal
        body={deleting ? t('profiles.deleteText', { name: deleting.name }) : null}
        title={t('profiles.deleteTitle')}
        confirmLabel={t('profiles.delete')}
        cancelLabel={t('form.cancel')}
        closeLabel={t('form.cancel')}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const name = deleting.name;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              showToast({ color: 'teal', message: t('profiles.deleted', { name }) });
              setDeleting(null);
            },
            onError: (error) => showToast({ color: 'red', message: error.message }),
          });
        }}
      />
    </Stack>
  );
}
