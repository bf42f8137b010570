import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/web/app/paths';
import { LoadError } from '@/web/components/load-error';
import { PageLoader } from '@/web/components/page-loader';
import { useProfile } from '@/web/features/profile/api/profile';
import { ProfileSection } from '@/web/features/profile/components/profile-section';
import { sections } from '@/web/features/profile/lib/profile-form';

/** The settings page's Profile tab: full name, email (read-only), job title and location, saved to the profile. */
export function ProfileBasicsForm({ onNameSaved }: { onNameSaved?: () => void }) {
  const { t } = useTranslation(['profile', 'common']);
  const query = useProfile();
  if (query.isPending) return <PageLoader label={t('common:loading')} minHeight={200} />;
  if (query.isError) {
    return <LoadError title={t('loadFailed')} message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return (
    <ProfileSection
      profile={query.data}
      fields={sections.basics}
      idPrefix="settings-profile"
      email={query.data.email}
      labels={{ current_role: t('fields.job_title') }}
      title={t('basics.title')}
      description={t('basics.description')}
      headingOrder={2}
      submitLabel={t('basics.save')}
      successMessage={t('toasts.basicsSaved')}
      onNameSaved={onNameSaved}
      footer={
        <Anchor component={Link} to={paths.profile} size="sm">
          {t('basics.moreOnProfile')}
        </Anchor>
      }
    />
  );
}
