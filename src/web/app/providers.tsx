import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@/web/app/global.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AppErrorBoundary } from '@/web/app/error-screens';
import { i18n } from '@/web/app/i18n';
import { createQueryClient } from '@/web/app/query-client';
import { createAppTheme, cssVariablesResolver } from '@/web/app/theme';

// Spec: one toast at a time, top-right.
const TOAST_LIMIT = 1;
const TOAST_AUTO_CLOSE_MS = 5000;

/** Theme, translations, the fatal-error boundary and the query cache, in that order. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const theme = useMemo(() => createAppTheme({ closeNotification: i18n.t('common:closeNotification') }), []);
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={cssVariablesResolver}>
      <I18nextProvider i18n={i18n}>
        <AppErrorBoundary>
          <QueryClientProvider client={queryClient}>
            <Notifications position="top-right" limit={TOAST_LIMIT} autoClose={TOAST_AUTO_CLOSE_MS} />
            {children}
          </QueryClientProvider>
        </AppErrorBoundary>
      </I18nextProvider>
    </MantineProvider>
  );
}
