import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { AnalyticsEvent } from '@/contract/analytics';
import { useSettings } from '@/web/features/settings/api/settings';
import { apiFetch } from '@/web/lib/api-client';

/**
 * Posts a page view on each route change, only while the signed-in person has opted in to
 * analytics (privacy.analyticsOptOut === false in their saved settings). Only the path is sent —
 * never the query string or fragment — and the server stores its route pattern (/cv/:id).
 * `enabled`: signed in. Failures are ignored: analytics must never disturb the app.
 */
export function usePageViewAnalytics(enabled: boolean): void {
  const settings = useSettings(enabled);
  const consented = enabled && settings.data?.privacy.analyticsOptOut === false;
  const { pathname } = useLocation();

  useEffect(() => {
    if (!consented) return;
    const event: AnalyticsEvent = { name: 'page_view', path: pathname.slice(0, 200) };
    apiFetch<void>('/api/analytics/events', { method: 'POST', json: event }).catch(() => {});
  }, [consented, pathname]);
}
