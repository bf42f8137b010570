import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@/web/app/global.css';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { CulturalThemeProvider } from '@/web/app/cultural-theme';
import { AppErrorBoundary } from '@/web/app/error-screens';
import { i18n } from '@/web/app/i18n';
import { createQueryClient } from '@/web/app/query-client';
import { createAppTheme } from '@/web/app/theme';

// Spec: one toast at a time, top-right.
const TOAST_LIMIT = 1;
const TOAST_AUTO_CLOSE_MS = 5000;

/**
 * The query cache, the theme (the active cultural theme over the app's base theme: it is fetched, so
 * the cache comes first), translations and the fatal-error boundary, in that order.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const theme = useMemo(() => createAppTheme({ closeNotification: i18n.t('common:closeNotification') }), []);
  return (
    <QueryClientProvider client={queryClient}>
      <CulturalThemeProvider baseTheme={theme}>
        <I18nextProvider i18n={i18n}>
          <AppErrorBoundary>
            <Notifications position="top-right" limit={TOAST_LIMIT} autoClose={TOAST_AUTO_CLOSE_MS} />
            {children}
          </AppErrorBoundary>
        </I18nextProvider>
      </CulturalThemeProvider>
    </QueryClientProvider>
  );
}
