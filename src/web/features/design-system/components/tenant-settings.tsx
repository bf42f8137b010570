import { Button, Card, Group, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { culturalSensitivityLevels } from '@/contract/design-system';
import type { Tenant } from '@/contract/design-system';
import { useSaveTenant } from '@/web/features/design-system/api/tenants';

type Settings = Pick<Tenant, 'culturalSensitivityLevel' | 'adaptiveTheming' | 'brandingIntegration' | 'aiTransparencyRequired'>;

const pick = (tenant: Tenant): Settings => ({
  culturalSensitivityLevel: tenant.culturalSensitivityLevel,
  adaptiveTheming: tenant.adaptiveTheming,
  brandingIntegration: tenant.brandingIntegration,
  aiTransparencyRequired: tenant.aiTransparencyRequired,
});

/** The current tenant's cultural settings (spec defaults: high, adaptive on, branding off, transparency on). */
export function TenantSettings({ tenant }: { tenant: Tenant }) {
  const { t } = useTranslation('designSystem');
  const save = useSaveTenant();
  const [draft, setDraft] = useState<Settings>(() => pick(tenant));
  const saved = pick(tenant);
  const changed = (Object.keys(draft) as (keyof Settings)[]).filter((key) => draft[key] !== saved[key]);
  const set = <K extends keyof Settings>(key: K, value: Settings[K]) => setDraft((current) => ({ ...current, [key]: value }));

  function submit() {
    const body = Object.fromEntries(changed.map((key) => [key, draft[key]])) as Partial<Settings>;
    save.mutate(
      { id: tenant.id, body },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t('culturalThemes.toasts.settingsSaved') }),
        onError: () => notifications.show({ color: 'red', message: t('culturalThemes.toasts.settingsFailed') }),
      },
    );
  }

  const switches = [
    { key: 'adaptiveTheming', label: t('culturalThemes.settings.adaptive'), hint: t('culturalThemes.settings.adaptiveHint') },
    { key: 'brandingIntegration', label: t('culturalThemes.settings.branding'), hint: t('culturalThemes.settings.brandingHint') },
    {
      key: 'aiTransparencyRequired',
      label: t('culturalThemes.settings.transparency'),
      hint: t('culturalThemes.settings.transparencyHint'),
    },
  ] as const;

  return (
    <Card>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="lg">
          <Text c="dimmed">{t('culturalThemes.settings.intro', { tenant: tenant.name })}</Text>
          <Stack gap={6} role="group" aria-labelledby="sensitivity-label">
            <Text fw={600} id="sensitivity-label">
              {t('culturalThemes.settings.sensitivity')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('culturalThemes.settings.sensitivityHint')}
            </Text>
            <SegmentedControl
              value={draft.culturalSensitivityLevel}
              onChange={(value) => set('culturalSensitivityLevel', value as Settings['culturalSensitivityLevel'])}
              data={culturalSensitivityLevels.map((level) => ({ value: level, label: t(`culturalThemes.settings.levels.${level}`) }))}
              aria-label={t('culturalThemes.settings.sensitivity')}
              maw={360}
            />
          </Stack>
          {switches.map(({ key, label, hint }) => (
            <Switch
              key={key}
              checked={draft[key]}
              onChange={(event) => set(key, event.currentTarget.checked)}
              label={label}
              description={hint}
            />
          ))}
          <Group>
            <Button type="submit" loading={save.isPending} disabled={changed.length === 0}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
