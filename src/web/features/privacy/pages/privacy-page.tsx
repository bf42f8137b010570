import { Anchor, Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { PrivacyPath } from '@/web/app/paths';
import { PrivacyArticle } from '../components/privacy-article';
import { findPrivacyPage } from '../content';

const privacyByDesignPath: PrivacyPath = '/privacy-by-design';

/** One component for all fifteen privacy routes: the path picks the page. */
export function PrivacyPage() {
  const { pathname } = useLocation();
  const page = findPrivacyPage(pathname);

  if (!page) return <PrivacyPageNotFound />;
  // keyed by page so that moving between privacy pages starts from a fresh article
  return <PrivacyArticle key={page.key} page={page} />;
}

function PrivacyPageNotFound() {
  const { t } = useTranslation('privacy');
  return (
    <Container size="md" py={64}>
      <Title order={1}>{t('notFound.title')}</Title>
      <Text c="dimmed" mt="md">
        {t('notFound.body')}
      </Text>
      <Anchor component={Link} to={privacyByDesignPath} mt="md" display="inline-block">
        {t('notFound.link')}
      </Anchor>
    </Container>
  );
}
