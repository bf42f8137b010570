import { notifications } from '@mantine/notifications';
import type { NotificationData } from '@mantine/notifications';

/** One toast at a time (spec): the newest replaces whatever is showing instead of queueing behind it. */
export function showToast(data: NotificationData): void {
  notifications.clean();
  notifications.show(data);
}
