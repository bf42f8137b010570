import { useEffect } from 'react';
import { tenantDisplayName, useTenant } from '@/web/lib/design-system';

const DEFAULT_TITLE = 'Kairos — career intelligence';

/**
 * Sets the tab title while the calling page is shown; the default comes back when it leaves. On a
 * tenant's host the tenant's name follows as a suffix.
 */
export function useDocumentTitle(title: string | null | undefined) {
  const tenant = tenantDisplayName(useTenant().data);
  useEffect(() => {
    if (!title) return;
    const suffix = tenant ? ` · ${tenant}` : '';
    document.title = `${title}${suffix}`;
    return () => {
      document.title = `${DEFAULT_TITLE}${suffix}`;
    };
  }, [title, tenant]);
}
