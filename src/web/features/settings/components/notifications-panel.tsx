import { Alert, Button, Divider, Stack, Text } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserSettingsUpdate } from '@/contract/profile';
import type { UserSettings } from '@/web/features/settings/api/settings';
import { SettingSwitch } from '@/web/features/settings/components/setting-switch';
import { SettingsCard } from '@/web/features/settings/components/settings-card';
import { notificationPermission, requestNotificationPermission } from '@/web/features/settings/lib/browser-permission';
import type { NotificationPermissionState } from '@/web/features/settings/lib/browser-permission';

type Key = keyof UserSettings['notifications'];
const keys: readonly Key[] = ['emailNotifications', 'pushNotifications', 'weeklyInsights', 'marketUpdates'];

type PushProblem = 'unsupported' | 'denied' | 'dismissed';

function problemOf(permission: NotificationPermissionState): PushProblem | null {
  if (permission === 'granted') return null;
  return permission === 'default' ? 'dismissed' : permission;
}

export function NotificationsPanel({ settings, save }: { settings: UserSettings; save: (update: UserSettingsUpdate) => void }) {
  const { t } = useTranslation('settings');
  const [permission, setPermission] = useState<NotificationPermissionState>(notificationPermission);
  const [problem, setProblem] = useState<PushProblem | null>(null);
  const [asking, setAsking] = useState(false);
  const pushOn = settings.notifications.pushNotifications;

  /** Browser notifications need the browser's permission first: without it the setting stays off. */
  async function allowPush(): Promise<void> {
    setAsking(true);
    const answer = await requestNotificationPermission();
    setAsking(false);
    setPermission(answer);
    setProblem(problemOf(answer));
    if (answer === 'granted' && !pushOn) save({ notifications: { pushNotifications: true } });
  }

  function change(key: Key, checked: boolean) {
    if (key !== 'pushNotifications') return save({ notifications: { [key]: checked } });
    if (checked) return void allowPush();
    setProblem(null);
    save({ notifications: { pushNotifications: false } });
  }

  return (
    <SettingsCard title={t('notifications.title')} description={t('notifications.description')}>
      <Stack gap="md">
        {keys.map((key, index) => (
          <Fragment key={key}>
            {index > 0 ? <Divider /> : null}
            <SettingSwitch
              label={t(`notifications.${key}.label`)}
              description={t(`notifications.${key}.description`)}
              checked={settings.notifications[key]}
              disabled={key === 'pushNotifications' && asking}
              onChange={(checked) => change(key, checked)}
            />
            {key === 'pushNotifications' && problem ? (
              <Alert color="orange" variant="light" icon={<IconBellOff size={18} aria-hidden="true" />} role="status">
                <Text size="sm">{t(`notifications.push.${problem}`)}</Text>
              </Alert>
            ) : null}
            {key === 'pushNotifications' && !problem && pushOn && permission !== 'granted' ? (
              <Alert color="orange" variant="light" icon={<IconBellOff size={18} aria-hidden="true" />}>
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">
                    {permission === 'default' ? t('notifications.push.notAllowedHere') : t(`notifications.push.${permission}`)}
                  </Text>
                  {permission === 'default' ? (
                    <Button size="xs" variant="default" onClick={() => void allowPush()} loading={asking}>
                      {t('notifications.push.allow')}
                    </Button>
                  ) : null}
                </Stack>
              </Alert>
            ) : null}
          </Fragment>
        ))}
      </Stack>
    </SettingsCard>
  );
}
