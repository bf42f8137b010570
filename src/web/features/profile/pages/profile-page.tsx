import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/web/components/load-error';
import { PageLoader } from '@/web/components/page-loader';
import { useProfile } from '@/web/features/profile/api/profile';
import { CompletenessCard } from '@/web/features/profile/components/completeness-card';
import { profileFieldId, ProfileSection } from '@/web/features/profile/components/profile-section';
import { VisibilityCard } from '@/web/features/profile/components/visibility-card';
import { sections } from '@/web/features/profile/lib/profile-form';
import type { ProfileField } from '@/web/features/profile/lib/profile-form';
import { useDocumentTitle } from '@/web/lib/use-document-title';

const PERSONAL = 'profile-personal';
const PROFESSIONAL = 'profile-professional';

function goTo(field: ProfileField) {
  const prefix = (sections.personal as readonly ProfileField[]).includes(field) ? PERSONAL : PROFESSIONAL;
  const input = document.getElementById(profileFieldId(prefix, field));
  input?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  input?.focus({ preventScroll: true });
}

/** /profile: personal and professional details, each saved on its own, how complete the profile is, and who sees what. */
export function ProfilePage({ onNameSaved }: { onNameSaved?: () => void }) {
  const { t } = useTranslation(['profile', 'common']);
  useDocumentTitle(t('common:pageTitle', { title: t('title') }));
  const query = useProfile();

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed" mt={4}>
            {t('intro')}
          </Text>
        </div>
        {query.isPending ? (
          <PageLoader label={t('common:loading')} minHeight={240} />
        ) : query.isError ? (
          <LoadError title={t('loadFailed')} message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : (
          <>
            <CompletenessCard profile={query.data} onGoTo={goTo} />
            <ProfileSection
              profile={query.data}
              fields={sections.personal}
              idPrefix={PERSONAL}
              email={query.data.email}
              title={t('personal.title')}
              description={t('personal.description')}
              headingOrder={2}
              submitLabel={t('personal.save')}
              successMessage={t('toasts.personalSaved')}
              onNameSaved={onNameSaved}
            />
            <ProfileSection
              profile={query.data}
              fields={sections.professional}
              idPrefix={PROFESSIONAL}
              title={t('professional.title')}
              description={t('professional.description')}
              headingOrder={2}
              submitLabel={t('professional.save')}
              successMessage={t('toasts.professionalSaved')}
            />
            <VisibilityCard />
          </>
        )}
      </Stack>
    </Container>
  );
}
