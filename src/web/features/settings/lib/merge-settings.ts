import type { UserSettingsUpdate } from '@/contract/profile';
import type { UserSettings } from '@/web/features/settings/api/settings';

/** The settings as they will be once the update is saved (the server merges the same way). */
export function mergeSettings(current: UserSettings, update: UserSettingsUpdate): UserSettings {
  return {
    ...current,
    notifications: { ...current.notifications, ...update.notifications },
    privacy: { ...current.privacy, ...update.privacy },
    preferences: { ...current.preferences, ...update.preferences },
  };
}
