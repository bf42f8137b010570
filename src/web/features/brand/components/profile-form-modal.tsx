import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { showToast } from '@/web/features/brand/lib/toast';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandProfile } from '@/contract/brand';
import { useThemes } from '@/web/features/brand/api/brand-queries';
import { useCreateProfile, useUpdateProfile } from '@/web/features/brand/api/brand-mutations';
import { ApiError } from '@/web/lib/api-client';

/** Create (profile null) or edit a brand profile; only changed fields are sent. */
export function ProfileFormModal({ opened, profile, onClose }: { opened: boolean; profile: BrandProfile | null; onClose: () => void }) {
  const { t } = useTranslation('brand');
  return (
    <Modal opened={opened} onClose={onClose} title={profile ? t('form.editTitle') : t('form.createTitle')} centered closeButtonProps={{ 'aria-label': t('form.cancel') }}>
      {opened ? <ProfileForm key={profile?.id ?? 'new'} profile={profile} onDone={onClose} /> : null}
    </Modal>
  );
}

function ProfileForm({ profile, onDone }: { profile: BrandProfile | null; onDone: () => void }) {
  const { t } = useTranslation('brand');
  const themes = useThemes();
  const create = useCreateProfile();
  const update = useUpdateProfile();
  const [name, setName] = useState(profile?.name ?? '');
  const [theme, setTheme] = useState<string | null>(profile?.culturalTheme ?? null);
  const [errors, setErrors] = useState<{ name?: string; theme?: string; form?: string }>({});
  const pending = create.isPending || update.isPending;

  const options = (themes.data?.themes ?? []).map((th) => ({ value: th.key, label: `${th.metadata.name} (${th.key})` }));
  if (profile && !options.some((o) => o.value === profile.culturalTheme)) options.push({ value: profile.culturalTheme, label: profile.culturalTheme });

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = { name: name.trim() ? undefined : t('form.nameRequired'), theme: theme ? undefined : t('form.themeRequired') };
    setErrors(next);
    if (next.name || next.theme) return;
    const onError = (error: Error) => {
      const message = error instanceof ApiError ? error.message : String(error);
      setErrors(error instanceof ApiError && error.status === 422 ? { theme: message } : error instanceof ApiError && error.status === 409 ? { name: message } : { form: message });
    };
    if (profile) {
      const body = { ...(name.trim() !== profile.name ? { name: name.trim() } : {}), ...(theme !== profile.culturalTheme ? { culturalTheme: theme! } : {}) };
      if (!Object.keys(body).length) return onDone();
      update.mutate(
        { id: profile.id, body },
        {
          onSuccess: (saved) => {
            showToast({ color: 'teal', message: t('profiles.saved', { name: saved.name }) });
            onDone();
          },
          onError,
        },
      );
    } else {
      create.mutate(
        { name: name.trim(), culturalTheme: theme! },
        {
          onSuccess: (saved) => {
            showToast({ color: 'teal', message: t('profiles.created', { name: saved.name }) });
            onDone();
          },
          onError,
        },
      );
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={t('form.name')} placeholder={t('form.namePlaceholder')} value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} required maxLength={80} data-autofocus />
        <Select
          label={t('form.theme')}
          description={profile ? t('form.themeHint') : undefined}
          placeholder={themes.isPending ? t('form.themesLoading') : undefined}
          data={options}
          value={theme}
          onChange={setTheme}
          error={errors.theme ?? (themes.error ? themes.error.message : undefined)}
          required
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        {errors.form ? (
          <div role="alert" style={{ color: 'var(--mantine-color-error)' }}>
            {errors.form}
          </div>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={pending}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
