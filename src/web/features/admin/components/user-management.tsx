import {
  ActionIcon,
  Anchor,
  Badge,
  Group,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconHistory, IconSearch, IconUsers } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@/contract/admin';
import { EmptyState } from '@/web/components/empty-state';
import { LoadError } from '@/web/components/load-error';
import { PageLoader } from '@/web/components/page-loader';
import { useAdminUsers } from '@/web/features/admin/api/get-users';
import { UserRoleControl } from '@/web/features/admin/components/user-role-control';
import { useDateFormat } from '@/web/lib/format-date';

const SEARCH_DEBOUNCE_MS = 300;

/** Spec toast 'Failed to load user list' (title Error), once per failure. */
function useLoadFailedToast(failed: boolean) {
  const { t } = useTranslation('admin');
  useEffect(() => {
    if (failed) notifications.show({ color: 'red', title: t('users.loadFailedTitle'), message: t('users.loadFailed') });
  }, [failed, t]);
}

/** All accounts, newest first: debounced search, pages, a role control per row. */
export function UserManagement({ onShowHistory }: { onShowHistory: (user: AdminUser) => void }) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const query = useAdminUsers({ q, page });
  useLoadFailedToast(query.isError);
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h3">
            {t('users.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('users.intro')}
          </Text>
        </div>
        <Group justify="space-between" align="flex-end" gap="sm">
          <TextInput
            label={t('users.searchLabel')}
            placeholder={t('users.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            type="search"
            w={{ base: '100%', sm: 320 }}
          />
          {data ? (
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('users.total', { count: data.total })}
            </Text>
          ) : null}
        </Group>
        {query.isPending ? (
          <PageLoader label={t('users.loading')} minHeight={200} />
        ) : query.isError ? (
          <LoadError
            title={t('users.fetchFailed')}
            message={query.error.message}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : data && data.users.length === 0 ? (
          <EmptyState
            icon={<IconUsers size={26} />}
            title={t('users.empty')}
            description={q.trim() ? t('users.emptySearch', { query: q.trim() }) : undefined}
            order={3}
            withBorder={false}
          />
        ) : data ? (
          <>
            <UserTable users={data.users} onShowHistory={onShowHistory} />
            {pages > 1 ? (
              <Group component="nav" justify="center" aria-label={t('users.pagination')}>
                <Pagination total={pages} value={page} onChange={setPage} size="sm" />
              </Group>
            ) : null}
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}

function UserTable({ users, onShowHistory }: { users: AdminUser[]; onShowHistory: (user: AdminUser) => void }) {
  const { t } = useTranslation('admin');
  const format = useDateFormat();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" striped highlightOnHover aria-label={t('users.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('users.columns.user')}</Table.Th>
            <Table.Th scope="col">{t('users.columns.role')}</Table.Th>
            <Table.Th scope="col">{t('users.columns.joined')}</Table.Th>
            <Table.Th scope="col">{t('users.columns.lastSignIn')}</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>{t('users.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id} data-testid="admin-user-row">
              <Table.Td>
                <Text fw={600} size="sm">
                  {user.full_name ?? t('users.noName')}
                </Text>
                <Anchor href={`mailto:${user.email}`} size="sm" c="dimmed">
                  {user.email}
                </Anchor>
                {user.email_verified ? null : (
                  <Badge color="gray" variant="light" size="xs" ml={6}>
                    {t('users.unverified')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                <UserRoleControl user={user} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{format.date(user.created_at)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={user.last_sign_in_at ? undefined : 'dimmed'}>
                  {user.last_sign_in_at ? format.dateTime(user.last_sign_in_at) : t('users.never')}
                </Text>
              </Table.Td>
              <Table.Td>
                <Tooltip label={t('users.history')}>
                  <ActionIcon
                    variant="subtle"
                    onClick={() => onShowHistory(user)}
                    aria-label={t('users.historyLabel', { email: user.email })}
                  >
                    <IconHistory size={18} aria-hidden="true" />
                  </ActionIcon>
                </Tooltip>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
