import { Button, Group, Modal, Select, Stack, TagsInput, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CulturalTheme, Tenant } from '@/contract/design-system';
import { DEFAULT_THEME_KEY } from '@/contract/design-system';
import { useSaveTenant } from '@/web/features/design-system/api/tenants';
import { fieldErrors } from '@/web/features/design-system/lib/field-errors';
import type { TenantField } from '@/web/features/design-system/lib/field-errors';
import { ApiError } from '@/web/lib/api-client';

interface Draft {
  name: string;
  hostnames: string[];
  displayName: string;
  tagline: string;
  defaultThemeKey: string;
}

const draftOf = (tenant: Tenant | null): Draft => ({
  name: tenant?.name ?? '',
  hostnames: tenant?.hostnames ?? [],
  displayName: tenant?.branding.displayName ?? '',
  tagline: tenant?.branding.tagline ?? '',
  defaultThemeKey: tenant?.defaultThemeKey ?? DEFAULT_THEME_KEY,
});

/** Create or edit a tenant; the server's field errors show under their fields. */
export function TenantFormModal({
  opened,
  tenant,
  themes,
  onClose,
}: {
  opened: boolean;
  tenant: Tenant | null;
  themes: CulturalTheme[];
  onClose: () => void;
}) {
  const { t } = useTranslation('designSystem');
  const title = tenant ? t('management.tenant.editTitle') : t('management.tenant.createTitle');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
      fullScreen={false}
      size="lg"
    >
      {opened ? <TenantForm tenant={tenant} themes={themes} onDone={onClose} /> : null}
    </Modal>
  );
}

function TenantForm({ tenant, themes, onDone }: { tenant: Tenant | null; themes: CulturalTheme[]; onDone: () => void }) {
  const { t } = useTranslation('designSystem');
  const save = useSaveTenant();
  const [draft, setDraft] = useState<Draft>(() => draftOf(tenant));
  const [errors, setErrors] = useState<Partial<Record<TenantField, string>>>({});
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  function submit() {
    const required: Partial<Record<TenantField, string>> = {};
    if (!draft.name.trim()) required.name = t('management.tenant.required');
    if (draft.hostnames.length === 0) required.hostnames = t('management.tenant.required');
    if (!draft.displayName.trim()) required.displayName = t('management.tenant.required');
    setErrors(required);
    if (Object.keys(required).length > 0) return;
    const body = {
      name: draft.name.trim(),
      hostnames: draft.hostnames,
      branding: { displayName: draft.displayName.trim(), tagline: draft.tagline.trim() || null },
      defaultThemeKey: draft.defaultThemeKey,
    };
    save.mutate(
      { id: tenant?.id ?? null, body },
      {
        onSuccess: (saved) => {
          notifications.show({
            color: 'teal',
            message: t(tenant ? 'management.tenant.saved' : 'management.tenant.created', { name: saved.name }),
          });
          onDone();
        },
        onError: (error) => {
          const mapped = error instanceof ApiError ? fieldErrors(error.details, error.message) : {};
          setErrors(mapped);
          if (Object.keys(mapped).length === 0)
            notifications.show({ color: 'red', message: `${t('management.tenant.saveFailed')}: ${error.message}` });
        },
      },
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <TextInput
          label={t('management.tenant.name')}
          value={draft.name}
          onChange={(e) => set('name', e.currentTarget.value)}
          error={errors.name}
          required
          maxLength={80}
        />
        <TagsInput
          label={t('management.tenant.hostnames')}
          description={t('management.tenant.hostnamesHint')}
          value={draft.hostnames}
          onChange={(value) =>
            set(
              'hostnames',
              value.map((h) => h.trim().toLowerCase()),
            )
          }
          error={errors.hostnames}
          required
          splitChars={[',', ' ']}
          acceptValueOnBlur
          clearable={false}
        />
        <TextInput
          label={t('management.tenant.displayName')}
          value={draft.displayName}
          onChange={(e) => set('displayName', e.currentTarget.value)}
          error={errors.displayName}
          required
          maxLength={80}
        />
        <TextInput
          label={t('management.tenant.tagline')}
          value={draft.tagline}
          onChange={(e) => set('tagline', e.currentTarget.value)}
          error={errors.tagline}
          maxLength={160}
        />
        <Select
          label={t('management.tenant.theme')}
          data={themes.map((theme) => ({ value: theme.key, label: theme.metadata.name }))}
          value={draft.defaultThemeKey}
          onChange={(value) => value && set('defaultThemeKey', value)}
          error={errors.defaultThemeKey}
          allowDeselect={false}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
