import { z } from 'zod';
import type { UserSettingsBody } from './profile';

/**
 * The notification e-mails and the setting (settings.notifications.*) that switches each on;
 * an unsubscribe link turns exactly that setting off.
 */
export const notificationKinds = ['cv_result', 'weekly_digest', 'market_updates'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationSetting = {
  cv_result: 'emailNotifications',
  weekly_digest: 'weeklyInsights',
  market_updates: 'marketUpdates',
} as const satisfies Record<NotificationKind, keyof UserSettingsBody['notifications']>;

/** `?token=` of the one-click unsubscribe link (RFC 8058): signed, no expiry, no sign-in. */
export const unsubscribeQuerySchema = z.object({
  token: z.string().max(512).optional(),
});

/** RFC 8058 body sent by mail clients; our own confirmation form adds `source=page` to get a page back. */
export const unsubscribeFormSchema = z.object({
  'List-Unsubscribe': z.literal('One-Click').optional(),
  source: z.literal('page').optional(),
});
