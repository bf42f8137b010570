// The browser's permission to show notifications, for the "Browser notifications" setting.

export type NotificationPermissionState = NotificationPermission | 'unsupported';

export function notificationPermission(): NotificationPermissionState {
  return typeof window !== 'undefined' && 'Notification' in window ? Notification.permission : 'unsupported';
}

/** Asks only when the browser has not been asked yet; an answer already given is returned as it is. */
export async function requestNotificationPermission(): Promise<NotificationPermissionState> {
  const current = notificationPermission();
  if (current !== 'default') return current;
  try {
    return await Notification.requestPermission();
  } catch {
    return 'denied';
  }
}
