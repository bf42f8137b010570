import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '@/contract/profile';
import { settingsQueryKey } from '@/web/features/settings/api/settings';
import { browserNotifications } from './browser-notifications';

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

function withPush(on: boolean): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData(settingsQueryKey, {
    ...DEFAULT_SETTINGS,
    notifications: { ...DEFAULT_SETTINGS.notifications, pushNotifications: on },
    updated_at: null,
  });
  return queryClient;
}

const analysed = JSON.stringify({ cv_id: 'cv-1', status: 'analyzed', step: null, talents_count: 2, confidence: 80.6 });

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

afterEach(() => vi.unstubAllGlobals());

describe('browser notifications for CV analyses', () => {
  it('listen to the CV events', () => {
    expect(browserNotifications.event).toBe('cv');
  });

  it('tell a person in another tab that the analysis finished, in the toast’s words', () => {
    browserNotifications.onMessage(analysed, withPush(true));
    expect(shown).toHaveLength(1);
    expect(shown[0].title).toBe('Kairos');
    expect(shown[0].options.body).toBe('Discovered 2 hidden talents with 81% confidence!');
    expect(shown[0].options.tag).toBe('kairos-cv-cv-1-analyzed');
  });

  it('say why an analysis failed', () => {
    browserNotifications.onMessage(JSON.stringify({ cv_id: 'cv-2', status: 'failed', step: null, reason: 'The file is empty' }), withPush(true));
    expect(shown.map((n) => n.options.body)).toEqual(['Analysis failed: The file is empty']);
  });

  it('stay silent while the page is in view, with the setting off, without permission, and for steps', () => {
    visibility = 'visible';
    browserNotifications.onMessage(analysed, withPush(true));
    visibility = 'hidden';
    browserNotifications.onMessage(analysed, withPush(false));
    browserNotifications.onMessage(analysed, new QueryClient()); // settings not loaded
    browserNotifications.onMessage(JSON.stringify({ cv_id: 'cv-1', status: 'processing', step: 'parsing' }), withPush(true));
    browserNotifications.onMessage('not json', withPush(true));
    FakeNotification.permission = 'denied';
    browserNotifications.onMessage(analysed, withPush(true));
    expect(shown).toEqual([]);
  });
});
