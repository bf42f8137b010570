import { ActionIcon, Badge, Button, Card, Group, Skeleton, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBuilding, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CulturalTheme, Tenant } from '@/contract/design-system';
import { ConfirmDeleteModal } from '@/web/components/confirm-delete-modal';
import { EmptyState } from '@/web/components/empty-state';
import { LoadError } from '@/web/components/load-error';
import { useDeleteTenant, useTenants } from '@/web/features/design-system/api/tenants';
import { AccessDenied, isForbidden } from '@/web/features/design-system/components/access-denied';
import { TenantFormModal } from '@/web/features/design-system/components/tenant-form-modal';

/** Tenants with their host names and default theme; create, edit and delete. */
export function TenantsTab({ themes }: { themes: CulturalTheme[] }) {
  const { t } = useTranslation(['designSystem', 'common']);
  const tenants = useTenants();
  const remove = useDeleteTenant();
  const [form, setForm] = useState<{ opened: boolean; tenant: Tenant | null }>({ opened: false, tenant: null });
  const [toDelete, setToDelete] = useState<Tenant | null>(null);
  const themeName = (key: string) => themes.find((theme) => theme.key === key)?.metadata.name ?? key;

  if (isForbidden(tenants.error)) return <AccessDenied />;

  function confirmDelete() {
    if (!toDelete) return;
    const name = toDelete.name;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        setToDelete(null);
        notifications.show({ color: 'teal', message: t('management.tenant.deleted', { name }) });
      },
      onError: (error) => notifications.show({ color: 'red', message: `${t('management.tenant.deleteFailed')}: ${error.message}` }),
    });
  }

  const actions = (tenant: Tenant) => (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Tooltip label={t('management.tenant.editOf', { name: tenant.name })}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('management.tenant.editOf', { name: tenant.name })}
          onClick={() => setForm({ opened: true, tenant })}
        >
          <IconPencil size={16} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      {tenant.isDefault ? null : (
        <Tooltip label={t('management.tenant.deleteOf', { name: tenant.name })}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('management.tenant.deleteOf', { name: tenant.name })}
            onClick={() => setToDelete(tenant)}
          >
            <IconTrash size={16} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );

  const newButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setForm({ opened: true, tenant: null })}>
      {t('management.tenant.new')}
    </Button>
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text c="dimmed" style={{ flex: '1 1 320px' }}>
          {t('management.tenant.intro')}
        </Text>
        {newButton}
      </Group>
      {tenants.isPending ? (
        <>
          <VisuallyHidden role="status">{t('common:loading')}</VisuallyHidden>
          <Skeleton h={160} />
        </>
      ) : tenants.isError ? (
        <LoadError
          title={t('loadFailed')}
          message={tenants.error.message}
          onRetry={() => void tenants.refetch()}
          retrying={tenants.isFetching}
        />
      ) : tenants.data.tenants.length === 0 ? (
        <EmptyState icon={<IconBuilding size={28} />} title={t('management.tenant.empty')} action={newButton} order={3} />
      ) : (
        <>
          <Stack
            gap="sm"
            hiddenFrom="sm"
            component="ul"
            aria-label={t('management.tenant.listLabel')}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {tenants.data.tenants.map((tenant) => (
              <Card key={tenant.id} component="li" padding="md">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <div style={{ minWidth: 0 }}>
                    <Group gap="xs">
                      <Text fw={600} size="sm">
                        {tenant.name}
                      </Text>
                      {tenant.isDefault ? (
                        <Badge size="sm" variant="light">
                          {t('management.tenant.isDefault')}
                        </Badge>
                      ) : null}
                    </Group>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {tenant.hostnames.join(', ')}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('management.tenant.theme')}: {themeName(tenant.defaultThemeKey)}
                    </Text>
                  </div>
                  {actions(tenant)}
                </Group>
              </Card>
            ))}
          </Stack>
          <Card p={0} visibleFrom="sm">
            <Table.ScrollContainer minWidth={620}>
              <Table aria-label={t('management.tenant.listLabel')} verticalSpacing="sm" horizontalSpacing="md">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('management.tenant.name')}</Table.Th>
                    <Table.Th>{t('management.tenant.hostnames')}</Table.Th>
                    <Table.Th>{t('management.tenant.theme')}</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>{t('management.tenant.edit')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {tenants.data.tenants.map((tenant) => (
                    <Table.Tr key={tenant.id}>
                      <Table.Td>
                        <Group gap="xs">
                          <Text fw={600} size="sm">
                            {tenant.name}
                          </Text>
                          {tenant.isDefault ? (
                            <Badge size="sm" variant="light">
                              {t('management.tenant.isDefault')}
                            </Badge>
                          ) : null}
                        </Group>
                        <Text size="xs" c="dimmed">
                          {tenant.branding.displayName}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                          {tenant.hostnames.join(', ')}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{themeName(tenant.defaultThemeKey)}</Text>
                      </Table.Td>
                      <Table.Td>{actions(tenant)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Card>
        </>
      )}
      <TenantFormModal
        opened={form.opened}
        tenant={form.tenant}
        themes={themes}
        onClose={() => setForm({ opened: false, tenant: form.tenant })}
      />
      <ConfirmDeleteModal
        body={toDelete ? t('management.tenant.deleteBody', { name: toDelete.name }) : null}
        title={t('management.tenant.deleteTitle')}
        confirmLabel={t('management.tenant.delete')}
        cancelLabel={t('cancel')}
        closeLabel={t('close')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}
