import { Badge, Button, Group, Select, Stack, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@/contract/admin';
import { roles } from '@/contract/me';
import type { Role } from '@/contract/me';
import { useUpdateRole } from '@/web/features/admin/api/update-role';
import { ApiError } from '@/web/lib/api-client';

const isRole = (value: string): value is Role => (roles as readonly string[]).includes(value);

/** Role selector and Update button for one account (spec: disabled while unchanged or 'Updating...'). */
export function UserRoleControl({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  const known = isRole(user.role);
  const current = known ? user.role : null;
  // a choice belongs to the role it was made against: once the saved role changes, the saved role shows
  const [choice, setChoice] = useState<{ base: string; value: string | null }>({ base: user.role, value: current });
  const selected = choice.base === user.role ? choice.value : current;
  const setSelected = (value: string | null) => setChoice({ base: user.role, value });
  const mutation = useUpdateRole();
  const unchanged = selected === null || selected === user.role;

  function submit() {
    if (selected === null || !isRole(selected)) return;
    notifications.clean();
    mutation.mutate(
      { target_user_id: user.id, new_role: selected },
      {
        onSuccess: (result) => {
          if (!result.success) {
            notifications.show({ color: 'red', message: t('toasts.returnedFalse') });
            return;
          }
          notifications.show({ color: 'teal', message: t('toasts.roleUpdated', { role: t(`roles.${result.new_role}`) }) });
        },
        onError: (error) => {
          setSelected(current);
          if (error instanceof ApiError && error.status > 0) {
            notifications.show({ color: 'red', title: t('toasts.updateFailed'), message: error.message });
          } else {
            notifications.show({ color: 'red', message: t('toasts.unexpected') });
          }
        },
      },
    );
  }

  return (
    <Stack gap={6}>
      {known ? null : (
        <Badge color="yellow" variant="light" leftSection={<IconAlertTriangle size={12} aria-hidden="true" />} w="fit-content">
          {t('users.unknownRole', { role: user.role })}
        </Badge>
      )}
      <Group gap="xs" wrap="nowrap">
        <Select
          aria-label={t('users.roleLabel', { email: user.email })}
          placeholder={t('users.rolePlaceholder')}
          data={roles.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
          value={selected}
          onChange={setSelected}
          allowDeselect={false}
          disabled={mutation.isPending}
          w={150}
          size="xs"
        />
        <Button size="xs" onClick={submit} disabled={unchanged || mutation.isPending}>
          {mutation.isPending ? t('users.updating') : t('users.update')}
          <VisuallyHidden>{t('users.updateFor', { email: user.email })}</VisuallyHidden>
        </Button>
      </Group>
    </Stack>
  );
}
