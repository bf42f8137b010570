// Browser notifications (settings → Notifications → Browser notifications): when a CV analysis
// finishes or fails, or the person's role is changed, while Kairos is in a background tab, the browser says so too. It shares the
// tab's one live-events stream (an extension of the shell's EventSource hook), reads the person's
// settings from the query cache, and shows the same words as the in-app toast.
import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import type { CvLiveEvent, RoleLiveEvent } from '@/contract/events';
import { i18n } from '@/web/app/i18n';
import type { LiveEventsExtension } from '@/web/features/cvs/api/use-cv-live-events';
import { settingsQueryKey } from '@/web/features/settings/api/settings';
import type { UserSettings } from '@/web/features/settings/api/settings';

type Outcome = CvLiveEvent & { status: 'analyzed' | 'failed' };

function parseOutcome(data: string): Outcome | null {
  try {
    const value = JSON.parse(data) as Partial<CvLiveEvent> | null;
    if (!value || typeof value.cv_id !== 'string' || (value.status !== 'analyzed' && value.status !== 'failed')) return null;
    return value as Outcome;
  } catch {
    return null;
  }
}

/** On only with the setting on, the browser's permission given, and the page out of sight (else the toast says it). */
export function shouldNotify(queryClient: QueryClient): boolean {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return false;
  if (document.visibilityState === 'visible') return false;
  return queryClient.getQueryData<UserSettings>(settingsQueryKey)?.notifications.pushNotifications === true;
}

export function notificationText(event: Outcome): string {
  const t = i18n.getFixedT(null, 'cvsLive');
  if (event.status === 'failed') return t('failed', { error: event.reason || t('unknownError') });
  const count = event.talents_count ?? 0;
  return count > 0 ? t('analysed', { count, percent: Math.round(event.confidence ?? 0) }) : t('analysedNone');
}

function show(event: Outcome): void {
  try {
    const notification = new Notification(i18n.t('common:appName'), {
      body: notificationText(event),
      // one notification per outcome: a stream replayed after reconnecting replaces it, silently
      tag: `kairos-cv-${event.cv_id}-${event.status}`,
      lang: i18n.resolvedLanguage ?? 'en',
      icon: '/favicon.svg',
    });
    notification.onclick = () => {
      window.focus();
      window.location.assign(`/cv/${encodeURIComponent(event.cv_id)}`);
      notification.close();
    };
  } catch {
    // some browsers only allow notifications from a service worker: the in-app toast remains
  }
}

export const browserNotifications: LiveEventsExtension = {
  event: 'cv',
  onMessage(data: string, queryClient: QueryClient): void {
    const event = parseOutcome(data);
    if (event && shouldNotify(queryClient)) show(event);
  },
};

function parseRoleEvent(data: string): RoleLiveEvent | null {
  try {
    const value = JSON.parse(data) as Partial<RoleLiveEvent> | null;
    if (!value || (value.role !== 'user' && value.role !== 'admin')) return null;
    return { role: value.role, changed_at: typeof value.changed_at === 'string' ? value.changed_at : '' };
  } catch {
    return null;
  }
}

/** 'Your role was changed to Administrator', in the interface language. */
export function roleChangeText(event: RoleLiveEvent): string {
  const t = i18n.getFixedT(null, 'common');
  return t('roleChange.changed', { role: t(`roleChange.roles.${event.role}`) });
}

function showRoleChange(event: RoleLiveEvent): void {
  try {
    const notification = new Notification(i18n.t('common:appName'), {
      body: roleChangeText(event),
      tag: `kairos-role-${event.role}-${event.changed_at}`,
      lang: i18n.resolvedLanguage ?? 'en',
      icon: '/favicon.svg',
    });
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
  } catch {
    // notifications only from a service worker: the toast shows when the person comes back
  }
}

/**
 * The person's role was changed (an administrator did, or the super administrator initialised):
 * the role and permission queries (`['me', …]`) and the super admin state refetch, so menus and
 * guards follow without a reload; the browser says so while the tab is hidden (with the person's
 * consent), a toast otherwise.
 */
export const roleChangeNotifications: LiveEventsExtension = {
  event: 'role',
  onMessage(data: string, queryClient: QueryClient): void {
    const event = parseRoleEvent(data);
    if (!event) return;
    void queryClient.invalidateQueries({ queryKey: ['me'] });
    void queryClient.invalidateQueries({ queryKey: ['superadmin'] });
    if (shouldNotify(queryClient)) showRoleChange(event);
    else notifications.show({ id: `role-${event.changed_at}`, color: 'blue', message: roleChangeText(event) });
  },
};
