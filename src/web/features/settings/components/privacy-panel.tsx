import { Anchor, Divider, Group, Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UserSettingsUpdate } from '@/contract/profile';
import { paths } from '@/web/app/paths';
import type { UserSettings } from '@/web/features/settings/api/settings';
import { SettingSwitch } from '@/web/features/settings/components/setting-switch';
import { SettingsCard } from '@/web/features/settings/components/settings-card';

type Visibility = UserSettings['privacy']['profileVisibility'];
const visibilities: readonly Visibility[] = ['private', 'public'];

export function PrivacyPanel({ settings, save }: { settings: UserSettings; save: (update: UserSettingsUpdate) => void }) {
  const { t } = useTranslation('settings');
  const privacy = settings.privacy;

  return (
    <SettingsCard title={t('privacy.title')} description={t('privacy.description')}>
      <Stack gap="md">
        <Radio.Group
          label={t('privacy.visibility.label')}
          value={privacy.profileVisibility}
          onChange={(value) => save({ privacy: { profileVisibility: value as Visibility } })}
          styles={{ label: { fontWeight: 600 } }}
        >
          <Stack gap="sm" mt="xs">
            {visibilities.map((value) => (
              <Radio key={value} value={value} label={t(`privacy.visibility.${value}`)} description={t(`privacy.visibility.${value}Hint`)} />
            ))}
          </Stack>
        </Radio.Group>
        <Group>
          <Anchor component={Link} to={paths.perspectives} size="sm">
            {t('privacy.openPerspectives')}
          </Anchor>
        </Group>
        <Divider />
        <SettingSwitch
          label={t('privacy.dataSharing.label')}
          description={t('privacy.dataSharing.description')}
          checked={privacy.dataSharing}
          onChange={(checked) => save({ privacy: { dataSharing: checked } })}
        />
        <Divider />
        {/* stored as an opt-out; asked as consent, which is what the switch gives */}
        <SettingSwitch
          label={t('privacy.analytics.label')}
          description={t('privacy.analytics.description')}
          checked={!privacy.analyticsOptOut}
          onChange={(checked) => save({ privacy: { analyticsOptOut: !checked } })}
        />
      </Stack>
    </SettingsCard>
  );
}
