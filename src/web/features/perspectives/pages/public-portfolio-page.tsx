import { Anchor, Button, Container, Divider, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconLockOff, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { PublicPortfolioDto } from '@/contract/perspectives';
import { paths } from '@/web/app/paths';
import { LoadError } from '@/web/components/load-error';
import { PageLoader } from '@/web/components/page-loader';
import { usePublicPortfolio } from '@/web/features/perspectives/api/get-public-portfolio';
import { PortfolioContactModal } from '@/web/features/perspectives/components/portfolio-contact-modal';
import { RenderedSection } from '@/web/features/perspectives/components/rendered-sections';
import { ApiError } from '@/web/lib/api-client';
import { useDocumentTitle } from '@/web/lib/use-document-title';

/** Private and unknown portfolios look the same: nothing tells whether the person exists. */
function NotAvailable() {
  const { t } = useTranslation(['perspectives', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('portfolio.notAvailable') }));
  return (
    <Container size="sm" py={{ base: 'xl', sm: 48 }}>
      <Paper withBorder p={{ base: 'lg', sm: 'xl' }} radius="md">
        <Stack align="center" gap="md" ta="center" py="md">
          <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden="true">
            <IconLockOff size={30} />
          </ThemeIcon>
          <Title order={1} size="h2">
            {t('portfolio.notAvailable')}
          </Title>
          <Text c="dimmed" maw={420}>
            {t('portfolio.notAvailableHint')}
          </Text>
          <Button component={Link} to={paths.home} variant="default" leftSection={<IconArrowLeft size={16} aria-hidden="true" />}>
            {t('portfolio.home')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}

function Portfolio({ view, slug }: { view: PublicPortfolioDto; slug: string }) {
  const { t } = useTranslation(['perspectives', 'common']);
  const [contactOpen, setContactOpen] = useState(false);
  const headline = view.sections.find((s) => s.key === 'headline')?.items[0]?.text;
  const summary = view.sections.find((s) => s.key === 'summary');
  const rest = view.sections.filter((s) => s.key !== 'headline' && s.key !== 'summary');
  // the person's name when they show it publicly (the server writes the same into the page's head)
  useDocumentTitle(t('common:pageTitle', { title: view.owner_name ?? view.title }));
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="xl">
        <Paper
          component="header"
          radius="lg"
          p={{ base: 'lg', sm: 'xl' }}
          style={{
            background: 'linear-gradient(135deg, var(--mantine-color-indigo-light) 0%, var(--mantine-color-teal-light) 100%)',
          }}
        >
          <Stack gap="sm">
            <Text size="sm" fw={700} tt="uppercase" c="var(--mantine-color-indigo-light-color)" style={{ letterSpacing: '0.06em' }}>
              {view.title}
            </Text>
            <Title order={1} fz={{ base: 22, sm: 30 }} lh={1.25} style={{ overflowWrap: 'anywhere' }} lang={view.language}>
              {headline ?? view.title}
            </Title>
            {summary?.items.map((item, i) => (
              <Text key={i} size="lg" lang={view.language} style={{ overflowWrap: 'anywhere' }}>
                {item.text}
              </Text>
            ))}
            {view.contact_allowed ? (
              <Group mt="xs">
                <Button leftSection={<IconMail size={16} aria-hidden="true" />} onClick={() => setContactOpen(true)}>
                  {t('portfolio.contact.button')}
                </Button>
              </Group>
            ) : null}
          </Stack>
        </Paper>
        {view.contact_allowed ? (
          <PortfolioContactModal slug={slug} ownerName={view.owner_name} opened={contactOpen} onClose={() => setContactOpen(false)} />
        ) : null}

        {rest.map((section) => (
          <Paper key={section.key} withBorder radius="md" p={{ base: 'md', sm: 'lg' }} lang={view.language}>
            <RenderedSection section={section} order={2} />
          </Paper>
        ))}

        <Divider />
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {t('portfolio.sharedWith')}
          </Text>
          <Anchor component={Link} to={`${paths.auth}?mode=signup`} size="sm" fw={600}>
            {t('portfolio.createOwn')}
          </Anchor>
        </Group>
      </Stack>
    </Container>
  );
}

/** `/p/:slug`: a person's public portfolio, for anyone with the link, while they keep it public. */
export function PublicPortfolioPage() {
  const { t } = useTranslation('perspectives');
  const { slug = '' } = useParams();
  const valid = /^[a-z0-9-]{1,60}$/.test(slug);
  const query = usePublicPortfolio(valid ? slug : '');
  if (!valid || (query.isError && query.error instanceof ApiError && query.error.status === 404)) return <NotAvailable />;
  if (query.isPending) return <PageLoader label={t('portfolio.loading')} />;
  if (query.isError)
    return (
      <Container size="md" py="xl">
        <Stack gap="lg">
          <Title order={1}>{t('portfolio.eyebrow')}</Title>
          <LoadError title={t('portfolio.loadFailed')} message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        </Stack>
      </Container>
    );
  return <Portfolio view={query.data} slug={slug} />;
}
