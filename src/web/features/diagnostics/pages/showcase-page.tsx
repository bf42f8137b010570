import { Container, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/web/components/page-loader';
import { useDocumentTitle } from '@/web/lib/use-document-title';

// the showcase itself is a chunk of its own, loaded after the page frame (spec: 'Loading Supabase showcase...')
const ShowcasePanels = lazy(() => import('@/web/features/diagnostics/components/showcase-panels').then((m) => ({ default: m.ShowcasePanels })));

/** /supabase-showcase (admins): Kairos's own backend working live. The spec's route name is kept. */
export function ShowcasePage() {
  const { t } = useTranslation(['diagnostics', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('showcase.title') }));
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('showcase.title')}</Title>
          <Text c="dimmed" maw={720}>
            {t('showcase.subtitle')}
          </Text>
        </div>
        <Suspense fallback={<PageLoader label={t('showcase.loading')} minHeight={240} />}>
          <ShowcasePanels />
        </Suspense>
      </Stack>
    </Container>
  );
}
