import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '@/contract/profile';
import { settingsQueryKey } from '@/web/features/settings/api/settings';
import { i18n } from './i18n';
import { roleChangeNotifications, roleChangeText } from './browser-notifications';

// The browser's pieces (Notification, the page's visibility) stand in for the browser; the extension is real.
const shown: { title: string; options: NotificationOptions }[] = [];
class FakeNotification {
  static permission: NotificationPermission = 'granted';
  onclick: (() => void) | null = null;
  constructor(title: string, options: NotificationOptions) {
    shown.push({ title, options });
  }
  close() {}
}

let visibility: DocumentVisibilityState = 'hidden';

function client(push: boolean): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData(settingsQueryKey, {
    ...DEFAULT_SETTINGS,
    notifications: { ...DEFAULT_SETTINGS.notifications, pushNotifications: push },
    updated_at: null,
  });
  queryClient.setQueryData(['me', 'role'], { role: 'user' });
  queryClient.setQueryData(['me', 'permissions'], { role: 'user', permissions: [] });
  queryClient.setQueryData(['cvs', 'list'], { cvs: [] });
  return queryClient;
}

const promoted = JSON.stringify({ role: 'admin', changed_at: '2026-11-22T10:00:00.000Z' });

beforeEach(() => {
  shown.length = 0;
  FakeNotification.permission = 'granted';
  visibility = 'hidden';
  vi.stubGlobal('Notification', FakeNotification);
  vi.stubGlobal('document', {
    get visibilityState() {
      return visibility;
    },
    documentElement: {},
  });
});

afterEach(async () => {
  await i18n.changeLanguage('en');
  vi.unstubAllGlobals();
});

describe('role change notifications', () => {
  it('listen to the role events', () => {
    expect(roleChangeNotifications.event).toBe('role');
  });

  it('word the new role in the interface language', async () => {
    expect(roleChangeText({ role: 'admin', changed_at: '' })).toBe('Your role was changed to Administrator');
    expect(roleChangeText({ role: 'user', changed_at: '' })).toBe('Your role was changed to User');
    i18n.addResourceBundle('de', 'common', { roleChange: { changed: 'Ihre Rolle wurde geändert in: {{role}}', roles: { admin: 'Administrator', user: 'Benutzer' } } }, true, true);
    await i18n.changeLanguage('de');
    expect(roleChangeText({ role: 'user', changed_at: '' })).toBe('Ihre Rolle wurde geändert in: Benutzer');
  });

  it('tell a person in another tab, with the site icon, and refresh their role and permissions only', () => {
    const queryClient = client(true);
    roleChangeNotifications.onMessage(promoted, queryClient);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({
      title: 'Kairos',
      options: { body: 'Your role was changed to Administrator', icon: '/favicon.svg', tag: 'kairos-role-admin-2026-11-22T10:00:00.000Z' },
    });
    expect(queryClient.getQueryState(['me', 'role'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['me', 'permissions'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['cvs', 'list'])?.isInvalidated).toBe(false);
  });

  it('use no browser notification while the page is in view, with the setting off or without permission, yet still refresh', () => {
    visibility = 'visible';
    const inView = client(true);
    roleChangeNotifications.onMessage(promoted, inView);
    visibility = 'hidden';
    roleChangeNotifications.onMessage(promoted, client(false));
    FakeNotification.permission = 'denied';
    roleChangeNotifications.onMessage(promoted, client(true));
    expect(shown).toEqual([]);
    expect(inView.getQueryState(['me', 'role'])?.isInvalidated).toBe(true);
  });

  it('ignore malformed events', () => {
    FakeNotification.permission = 'granted';
    const queryClient = client(true);
    for (const data of ['not json', 'null', JSON.stringify({ role: 'owner' }), JSON.stringify({})]) roleChangeNotifications.onMessage(data, queryClient);
    expect(shown).toEqual([]);
    expect(queryClient.getQueryState(['me', 'role'])?.isInvalidated).toBe(false);
  });
});
